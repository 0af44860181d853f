// The `headers` option through a real server: native file routes, the fallback (files on disk, names Bun's
// router does not take) and the SPA page, with every kind of answer a file gets.
import { expect, test } from 'bun:test';
import { Fw } from '@fw/core';
import { StaticPlugin } from '../src/index.ts';
import { APP_JS, buildDist, CLIP } from './build-dist.ts';

const CSP = "default-src 'self'";
const headers = (path: string) =>
  path.endsWith('.html') ? { 'Content-Security-Policy': CSP } : { 'Access-Control-Allow-Origin': '*' };

const modes = [{ alwaysStatic: true }, { alwaysStatic: true, maxMemoryFileSize: 0 }, { alwaysStatic: false }];
for (const mode of modes) {
  test(`headers reach files, 304s, ranges, HEAD and the SPA page (${JSON.stringify(mode)})`, async () => {
    const dist = buildDist();
    const app = new Fw().use(await StaticPlugin.create({ root: dist.root, spa: true, headers, ...mode }));
    await app.listen(0);
    const get = (path: string, init: RequestInit = {}) => fetch(new URL(path, app.url), init);
    const seen = (response: Response) => [
      response.status,
      response.headers.get('access-control-allow-origin'),
      response.headers.get('content-security-policy'),
    ];
    try {
      const robots = await get('/robots.txt');
      expect(seen(robots)).toEqual([200, '*', null]);
      const etag = robots.headers.get('etag') ?? '';
      expect(seen(await get('/robots.txt', { headers: { 'if-none-match': etag } }))).toEqual([304, '*', null]);
      expect(seen(await get('/robots.txt', { method: 'HEAD' }))).toEqual([200, '*', null]);
      expect(seen(await get('/docs/my%20file.txt'))).toEqual([200, '*', null]);
      expect(seen(await get(`/${APP_JS}`, { headers: { 'accept-encoding': 'br' } }))).toEqual([200, '*', null]);
      expect(seen(await get(`/${CLIP}`, { headers: { range: 'bytes=0-9' } }))).toEqual([206, '*', null]);
      for (const path of ['/', '/index.html', '/users']) {
        const page = await get(path, { headers: { accept: 'text/html' } });
        expect([path, ...seen(page)]).toEqual([path, 200, null, CSP]);
        // fw's own headers are untouched beside the extra ones.
        expect(page.headers.get('cache-control')).toBe('no-cache');
        expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      }
    } finally {
      await app.stop(true);
      dist.remove();
    }
  });
}

test('a function that returns a header @fw/static writes fails create() naming the file (alwaysStatic)', async () => {
  const dist = buildDist();
  try {
    const create = StaticPlugin.create({
      root: dist.root,
      headers: (path) => (path === 'robots.txt' ? { Vary: '*' } : {}),
    });
    await expect(create).rejects.toThrow('@fw/static: option "headers" (for "robots.txt") sets "vary"');
  } finally {
    dist.remove();
  }
});

test('a bad result for a file read per request is a 500, logged naming the file (alwaysStatic: false)', async () => {
  const dist = buildDist();
  const logged: unknown[] = [];
  const app = new Fw({ logger: { error: (...args: unknown[]) => logged.push(...args) } });
  const bad = (path: string) => (path === 'robots.txt' ? { ETag: '"mine"' } : undefined);
  app.use(await StaticPlugin.create({ root: dist.root, alwaysStatic: false, headers: bad }));
  await app.listen(0);
  try {
    expect((await fetch(new URL('/robots.txt', app.url))).status).toBe(500);
    expect(String(logged.find((each) => each instanceof Error))).toContain('(for "robots.txt") sets "etag"');
    expect((await fetch(new URL('/docs/index.html', app.url))).status).toBe(200);
  } finally {
    await app.stop(true);
    dist.remove();
  }
});
