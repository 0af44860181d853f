import { expect, test } from 'bun:test';
import { readRange } from './range.ts';
import { createStaticFile, toEtag } from '../files/static-file.ts';

const mtimeMs = Date.parse('2026-01-02T03:04:05.678Z');
const source = new Blob([new Uint8Array(100)]);
const { identity } = createStaticFile({ size: 100, mtimeMs, encoding: null, source, version: 'v1' }, [], {
  contentType: 'video/mp4',
  cacheControl: 'no-cache',
  ranges: true,
  headers: {},
});
const read = (headers: Record<string, string>) => readRange(new Headers(headers), identity);

test('no Range header: the whole file', () => {
  expect(read({})).toBeNull();
});

test('single ranges, open-ended, suffix, clamped', () => {
  expect(read({ range: 'bytes=0-9' })).toEqual({ start: 0, end: 9 });
  expect(read({ range: 'bytes=90-' })).toEqual({ start: 90, end: 99 });
  expect(read({ range: 'bytes=-10' })).toEqual({ start: 90, end: 99 });
  expect(read({ range: 'bytes=-500' })).toEqual({ start: 0, end: 99 });
  expect(read({ range: 'bytes=50-5000' })).toEqual({ start: 50, end: 99 });
  expect(read({ range: 'Bytes=1-2' })).toEqual({ start: 1, end: 2 });
});

test('unsatisfiable ranges', () => {
  expect(read({ range: 'bytes=100-' })).toBe('unsatisfiable');
  expect(read({ range: 'bytes=-0' })).toBe('unsatisfiable');
});

test('ignored: several ranges, other units, malformed, reversed', () => {
  for (const range of ['bytes=0-1,3-4', 'items=0-1', 'bytes=x-y', 'bytes=-', 'bytes=5-1'])
    expect(read({ range })).toBeNull();
});

test('If-Range: the strong ETag honours the range; anything else, a date included, ignores it', () => {
  const range = 'bytes=0-9';
  expect(read({ range, 'if-range': toEtag(identity) })).toEqual({ start: 0, end: 9 });
  // Even the exact Last-Modified: a reproducible build keeps it across deploys.
  expect(read({ range, 'if-range': new Date(mtimeMs).toUTCString() })).toBeNull();
  expect(read({ range, 'if-range': `W/${toEtag(identity)}` })).toBeNull();
  expect(read({ range, 'if-range': '"other"' })).toBeNull();
  expect(read({ range, 'if-range': new Date(mtimeMs + 5000).toUTCString() })).toBeNull();
  expect(read({ range, 'if-range': 'not a date' })).toBeNull();
});
