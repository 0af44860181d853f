import { expect, test } from 'bun:test';
import { chooseRepresentation } from './encoding.ts';
import { createStaticFile } from '../files/static-file.ts';

const source = new Blob([new Uint8Array(1)]);
const form = (encoding: 'br' | 'gzip' | null) => ({ size: 1, mtimeMs: 0, encoding, source, version: 'v1' });
const traits = { contentType: 'text/javascript; charset=utf-8', cacheControl: 'no-cache', ranges: false, headers: {} };
const file = createStaticFile(form(null), [form('br'), form('gzip')], traits);
const choose = (header: string | null) => chooseRepresentation(file, header).encoding;

test('br before gzip, whatever order or weights the client lists', () => {
  expect(choose('gzip, deflate, br')).toBe('br');
  expect(choose('gzip;q=1, br;q=0.1')).toBe('br');
  expect(choose('*')).toBe('br');
});

test('q=0 refuses a coding', () => {
  expect(choose('br;q=0, gzip')).toBe('gzip');
  expect(choose('br;q=0, gzip;q=0')).toBeNull();
  expect(choose('*;q=0')).toBeNull();
  expect(choose('gzip;q=0, *')).toBe('br');
});

test('x-gzip is gzip; unknown codings and no header mean identity', () => {
  expect(choose('x-gzip')).toBe('gzip');
  expect(choose('deflate, zstd')).toBeNull();
  expect(choose(null)).toBeNull();
  expect(choose('')).toBeNull();
});

test('a file without siblings is always identity', () => {
  expect(chooseRepresentation(createStaticFile(form(null), [], traits), 'br').encoding).toBeNull();
});

test('headers: Vary on every representation of a file with siblings, Content-Encoding on the encoded ones', () => {
  expect(file.identity.headers.vary).toBe('Accept-Encoding');
  expect(file.identity.headers['content-encoding']).toBeUndefined();
  expect(file.encoded[0].headers['content-encoding']).toBe('br');
  expect(createStaticFile(form(null), [], traits).identity.headers.vary).toBeUndefined();
});
