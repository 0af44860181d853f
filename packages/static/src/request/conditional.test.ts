import { expect, test } from 'bun:test';
import { isNotModified } from './conditional.ts';
import { createStaticFile, toEtag } from '../files/static-file.ts';

const mtimeMs = Date.parse('2026-01-02T03:04:05.678Z');
const source = new Blob([new Uint8Array(10)]);
const { identity } = createStaticFile({ size: 10, mtimeMs, encoding: null, source, version: 'v1' }, [], {
  contentType: 'text/plain; charset=utf-8',
  cacheControl: 'no-cache',
  ranges: false,
  headers: {},
});
const check = (headers: Record<string, string>) => isNotModified(new Headers(headers), identity);

test('If-None-Match: weak comparison, lists and *', () => {
  const etag = toEtag(identity);
  expect(check({ 'if-none-match': etag })).toBe(true);
  expect(check({ 'if-none-match': `W/${etag}` })).toBe(true);
  expect(check({ 'if-none-match': `"a", ${etag}` })).toBe(true);
  expect(check({ 'if-none-match': '*' })).toBe(true);
  expect(check({ 'if-none-match': '"a"' })).toBe(false);
});

test('If-Modified-Since at second resolution', () => {
  expect(check({ 'if-modified-since': new Date(mtimeMs).toUTCString() })).toBe(true);
  expect(check({ 'if-modified-since': new Date(mtimeMs - 1000).toUTCString() })).toBe(false);
  expect(check({ 'if-modified-since': 'garbage' })).toBe(false);
});

test('If-None-Match decides alone when present', () => {
  expect(check({ 'if-none-match': '"a"', 'if-modified-since': new Date(mtimeMs + 60_000).toUTCString() })).toBe(false);
});

test('no validators: modified', () => {
  expect(check({})).toBe(false);
});
