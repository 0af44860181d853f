import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { RunningApp } from '../../core/test/runtimes/runtime-process.ts';
import { RUNTIMES } from '../../core/test/runtimes/runtime-process.ts';
import { MAX_MEMORY_FILE_SIZE } from '../src/options.ts';
import { startServed, stopServed } from './every-mode.ts';

// Files above the default maxMemoryFileSize, so alwaysStatic (the default) sends them from disk.
const LARGE = MAX_MEMORY_FILE_SIZE + 1024;
const SCRIPT = 'assets/big-Ab12Cd34.js';
const VIDEO = 'media/intro.mp4';
const repeat = (line: string) => line.repeat(Math.ceil(LARGE / line.length));
const text = (prefix: string, line: string) => new TextEncoder().encode(prefix + repeat(line));
// A single-file build (vite-plugin-singlefile) inlines the whole app into index.html.
const page = text('<!doctype html><p>INDEX</p><script>', 'window.filler = 1;\n');
const script = text('', 'export const filler = 1;\n');
const video = new Uint8Array(LARGE).map((_, i) => i % 251);
const HASH_TAG = /^"[0-9a-z]+"$/;
const STAT_TAG = /^"[0-9a-f]+-[0-9a-f]+-[0-9a-f]+(?:-br|-gzip)?"$/;

let base = '';

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'fw-static-large-'));
  const files: Record<string, Uint8Array> = {
    'index.html': page,
    'robots.txt': new TextEncoder().encode('User-agent: *\n'),
    [SCRIPT]: script,
    [`${SCRIPT}.br`]: brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
    [`${SCRIPT}.gz`]: gzipSync(script),
    [VIDEO]: video,
  };
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), bytes);
  }
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

for (const runtime of RUNTIMES) {
  describe(`on ${runtime.name}`, () => {
    let app: RunningApp | undefined;
    const get = (path: string, init?: BunFetchRequestInit) => fetch(new URL(path, app?.url), init);
    beforeAll(async () => void (app = await startServed(runtime, { root: base, spa: true })), 180_000);
    afterAll(() => stopServed(app));

    test('files above maxMemoryFileSize are sent from disk (a stat ETag), smaller ones from memory (a hash)', async () => {
      for (const [path, bytes] of [
        ['/', page],
        [`/${SCRIPT}`, script],
        [`/${VIDEO}`, video],
      ] as const) {
        const response = await get(path, { headers: { 'accept-encoding': 'identity' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('etag')).toMatch(STAT_TAG);
        // Its length up front, not chunked: a download shows its progress, and a cut one is seen as cut.
        expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
        expect(await response.bytes()).toEqual(bytes);
      }
      expect((await get('/robots.txt')).headers.get('etag')).toMatch(HASH_TAG);
    });

    test('Range on a large file: 206, 416, If-Range, and the whole file for several ranges', async () => {
      const range = (value: string, extra: Record<string, string> = {}) =>
        get(`/${VIDEO}`, { headers: { range: value, ...extra } });
      const partial = await range('bytes=1000-1999');
      expect([partial.status, partial.headers.get('content-range')]).toEqual([206, `bytes 1000-1999/${LARGE}`]);
      expect(partial.headers.get('content-length')).toBe('1000');
      expect(await partial.bytes()).toEqual(video.subarray(1000, 2000));
      const tail = await range('bytes=-10');
      expect(await tail.bytes()).toEqual(video.subarray(LARGE - 10));
      const past = await range(`bytes=${LARGE}-`);
      expect([past.status, past.headers.get('content-range')]).toEqual([416, `bytes */${LARGE}`]);
      const etag = partial.headers.get('etag') ?? '';
      expect((await range('bytes=0-9', { 'if-range': etag })).status).toBe(206);
      for (const ignored of [await range('bytes=0-9', { 'if-range': '"stale"' }), await range('bytes=0-1,5-6')]) {
        expect([ignored.status, ignored.headers.get('content-range')]).toEqual([200, null]);
        expect(await ignored.bytes()).toEqual(video);
      }
    });

    test('HEAD on a large file: the GET headers with Content-Length, no body', async () => {
      const response = await get(`/${VIDEO}`, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(LARGE));
      expect(response.headers.get('content-type')).toBe('video/mp4');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(await response.text()).toBe('');
    });

    test('ETag and Last-Modified on a large file: 304 on If-None-Match and on If-Modified-Since', async () => {
      const first = await get(`/${VIDEO}`, { method: 'HEAD' });
      const etag = first.headers.get('etag') ?? '';
      const lastModified = first.headers.get('last-modified') ?? '';
      const conditions: Record<string, string>[] = [
        { 'if-none-match': etag },
        { 'if-none-match': `W/${etag}` },
        { 'if-modified-since': lastModified },
      ];
      for (const headers of conditions) {
        const again = await get(`/${VIDEO}`, { headers });
        expect([again.status, again.headers.get('etag'), await again.text()]).toEqual([304, etag, '']);
      }
      expect((await get(`/${VIDEO}`, { method: 'HEAD', headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    });

    test('Cache-Control on large files: immutable for a hashed asset, no-cache for the page and the video', async () => {
      const cacheControl = async (path: string) => (await get(path, { method: 'HEAD' })).headers.get('cache-control');
      expect(await cacheControl(`/${SCRIPT}`)).toBe('public, max-age=31536000, immutable');
      expect(await cacheControl('/')).toBe('no-cache');
      expect(await cacheControl(`/${VIDEO}`)).toBe('no-cache');
    });

    test('precompressed siblings of a large file: br, gzip, identity, each with Vary and an ETag of its own', async () => {
      const tags = new Set<string | null>();
      for (const [accept, coding, decode] of [
        ['gzip, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['identity', null, (bytes: Uint8Array) => bytes],
      ] as const) {
        const response = await get(`/${SCRIPT}`, { headers: { 'accept-encoding': accept }, decompress: false });
        expect(response.headers.get('content-encoding')).toBe(coding);
        expect(response.headers.get('vary')).toBe('Accept-Encoding');
        expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
        tags.add(response.headers.get('etag'));
        expect(new Uint8Array(decode(await response.bytes()))).toEqual(script);
      }
      expect(tags.size).toBe(3);
    });

    test('the SPA fallback serves a large index.html, and revalidates it with its ETag', async () => {
      const route = await get('/users/42', { headers: { accept: 'text/html' } });
      expect([route.status, route.headers.get('vary')]).toEqual([200, 'Accept']);
      expect(route.headers.get('cache-control')).toBe('no-cache');
      const etag = route.headers.get('etag') ?? '';
      expect(await route.bytes()).toEqual(page);
      const again = await get('/users/42', { headers: { accept: 'text/html', 'if-none-match': etag } });
      expect([again.status, again.headers.get('vary')]).toEqual([304, 'Accept']);
      expect((await get('/users/42', { headers: { accept: 'application/json' } })).status).toBe(404);
    });

    test('other methods on a large file get the 405 with Allow', async () => {
      const response = await get(`/${VIDEO}`, { method: 'POST' });
      expect([response.status, response.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    });
  });
}
