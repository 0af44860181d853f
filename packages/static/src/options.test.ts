import { afterAll, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { StaticOptions } from './options.ts';
import { MAX_MEMORY_FILE_SIZE, resolveOptions, VITE_HASHED_ASSET } from './options.ts';

const base = mkdtempSync(join(tmpdir(), 'fw-static-options-'));
const dist = join(base, 'dist');
const empty = join(base, 'empty');
mkdirSync(dist);
mkdirSync(empty);
writeFileSync(join(dist, 'index.html'), '<p>hi</p>');
writeFileSync(join(base, 'file.txt'), 'x');
symlinkSync(dist, join(base, 'current'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const reject = (options: unknown) => expect(resolveOptions(options as StaticOptions)).rejects;

test('defaults', async () => {
  const { headers, ...resolved } = await resolveOptions({ root: dist });
  expect(headers('index.html')).toEqual({});
  expect(resolved).toEqual({
    root: dist,
    prefix: '/',
    index: 'index.html',
    spa: false,
    alwaysStatic: true,
    maxMemoryFileSize: MAX_MEMORY_FILE_SIZE,
    cacheControl: 'no-cache',
    indexCacheControl: 'no-cache',
    immutable: VITE_HASHED_ASSET,
  });
});

test('a relative root resolves against the working directory; a symlinked root to its real path', async () => {
  expect((await resolveOptions({ root: relative(process.cwd(), dist) })).root).toBe(dist);
  expect((await resolveOptions({ root: join(base, 'current') })).root).toBe(dist);
});

test('prefix is normalised to a leading slash and no trailing slash', async () => {
  expect((await resolveOptions({ root: dist, prefix: 'app/' })).prefix).toBe('/app');
  expect((await resolveOptions({ root: dist, prefix: '/a/b' })).prefix).toBe('/a/b');
});

test('a missing root names the path', async () => {
  await reject({ root: join(base, 'nope') }).toThrow(`@fw/static: root "${join(base, 'nope')}" does not exist`);
});

test('a root that is a file names the path', async () => {
  await reject({ root: join(base, 'file.txt') }).toThrow(`root "${join(base, 'file.txt')}" is not a directory`);
});

test('spa needs the index file directly in root', async () => {
  await reject({ root: empty, spa: true }).toThrow(`the index file "${join(empty, 'index.html')}" does not exist`);
  await reject({ root: dist, spa: true, index: 'main.html' }).toThrow(`"${join(dist, 'main.html')}"`);
  expect((await resolveOptions({ root: empty })).spa).toBe(false);
});

test('bad values name the option', async () => {
  await reject(undefined).toThrow('options must be an object');
  await reject({}).toThrow('option "root" must be a non-empty string, got undefined');
  await reject({ root: '' }).toThrow('option "root" must be a non-empty string');
  await reject({ root: dist, spa: 'yes' }).toThrow('option "spa" must be a boolean, got "yes"');
  await reject({ root: dist, alwaysStatic: 1 }).toThrow('option "alwaysStatic" must be a boolean, got 1');
  await reject({ root: dist, immutable: 'assets' }).toThrow('option "immutable" must be a boolean or a RegExp');
  await reject({ root: dist, alwaysstatic: true }).toThrow('unknown option "alwaysstatic"');
});

test('bad prefixes, index names and header values are refused', async () => {
  for (const prefix of ['/a/../b', '/a//b', '/:id', '/a*', '/a%2Fb', '/./a']) {
    await reject({ root: dist, prefix }).toThrow('option "prefix" must be a path');
  }
  for (const index of ['a/index.html', '..', 'a\\b'])
    await reject({ root: dist, index }).toThrow('option "index" must be a plain file name');
  await reject({ root: dist, cacheControl: 'no-cache\r\nSet-Cookie: a=b' }).toThrow(
    'option "cacheControl" must be a non-empty header value',
  );
  await reject({ root: dist, indexCacheControl: '   ' }).toThrow('option "indexCacheControl"');
});

test('maxMemoryFileSize takes a whole number of bytes from 0, or Infinity, and names a bad one', async () => {
  for (const size of [0, 1024, Infinity]) {
    expect((await resolveOptions({ root: dist, maxMemoryFileSize: size })).maxMemoryFileSize).toBe(size);
  }
  const expected = 'option "maxMemoryFileSize" must be a number of bytes (a whole number from 0, or Infinity), got';
  await reject({ root: dist, maxMemoryFileSize: '4mb' }).toThrow(`${expected} "4mb"`);
  await reject({ root: dist, maxMemoryFileSize: -1 }).toThrow(`${expected} -1`);
  await reject({ root: dist, maxMemoryFileSize: 1.5 }).toThrow(`${expected} 1.5`);
  await reject({ root: dist, maxMemoryFileSize: Number.NaN }).toThrow(`${expected} NaN`);
});

test('immutable: false turns it off; a RegExp is used without its global state', async () => {
  expect((await resolveOptions({ root: dist, immutable: false })).immutable).toBeNull();
  const pattern = (await resolveOptions({ root: dist, immutable: /\.js$/g })).immutable;
  expect([pattern?.test('a.js'), pattern?.test('a.js')]).toEqual([true, true]);
});

test('the default hashed-asset pattern matches Vite output names only under assets/', () => {
  for (const path of [
    'assets/index-BmS1r7Ba.js',
    'assets/index-D_nF-k3x.css',
    'assets/img/logo-a1B2c3D4.png',
    'assets/app-abcdefg1.js',
    'assets/vendor-lodash-Xyzabcde.js',
  ]) {
    expect(VITE_HASHED_ASSET.test(path)).toBe(true);
  }
  // Ordinary names that only look hashed: copied unhashed from public/, they must stay revalidated.
  const unhashed = [
    'assets/hero-background.png',
    'assets/logo-standard.svg',
    'assets/fonts/inter-variable.woff2',
    'assets/site-manifest.json',
    'assets/terms-and-conditions.pdf',
  ];
  for (const path of [
    'index.html',
    'favicon-a1B2c3D4.ico',
    'assets/app.js',
    'assets/app-abc.js',
    'assets/app-a1B2c3D4e5.js',
    ...unhashed,
  ]) {
    expect(VITE_HASHED_ASSET.test(path)).toBe(false);
  }
});

test('headers: a record is checked at once, names in lower case; a function per file path', async () => {
  const { headers } = await resolveOptions({ root: dist, headers: { 'Access-Control-Allow-Origin': '*' } });
  expect(headers('assets/font.woff2')).toEqual({ 'access-control-allow-origin': '*' });
  const perPath = await resolveOptions({
    root: dist,
    headers: (path) => (path.endsWith('.html') ? { 'Content-Security-Policy': "default-src 'self'" } : undefined),
  });
  expect(perPath.headers('index.html')).toEqual({ 'content-security-policy': "default-src 'self'" });
  expect(perPath.headers('app.js')).toEqual({});
  const framed = await resolveOptions({ root: dist, headers: { 'X-Frame-Options': undefined, 'X-A': 'b' } });
  expect(framed.headers('index.html')).toEqual({ 'x-a': 'b' });
});

test('headers: a bad name, value or shape, or a header @fw/static writes, is refused naming it', async () => {
  await reject({ root: dist, headers: { 'x a': '1' } }).toThrow(`@fw/static: option "headers": Invalid header name`);
  await reject({ root: dist, headers: { 'x-a': 'a\r\nb' } }).toThrow(
    'option "headers": Header \'x-a\' has invalid value',
  );
  await reject({ root: dist, headers: { 'x-a': 1 } }).toThrow(
    'option "headers": "x-a" must be a string or undefined, got 1',
  );
  await reject({ root: dist, headers: [['x-a', '1']] }).toThrow('got [["x-a","1"]]');
  await reject({ root: dist, headers: { 'Cache-Control': 'max-age=60' } }).toThrow(
    'option "headers" sets "cache-control", which @fw/static or the server writes for each response ' +
      '(Cache-Control has its own options: cacheControl, indexCacheControl, immutable)',
  );
  const { headers } = await resolveOptions({ root: dist, headers: () => ({ ETag: '"mine"' }) });
  expect(() => headers('app.js')).toThrow('option "headers" (for "app.js") sets "etag"');
  // A `Connection: close` on every file would end every keep-alive connection after one asset.
  await reject({ root: dist, headers: { Connection: 'close' } }).toThrow('option "headers" sets "connection"');
  await reject({ root: dist, headers: { Date: 'x' } }).toThrow('option "headers" sets "date"');
});
