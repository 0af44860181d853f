// The `headers` option through a real server: native file routes, the fallback (files on disk, names Bun's
// router does not take) and the SPA page, with every kind of answer a file gets.
import { expect, test } from 'bun:test';
import { Fw, FwError } from '@fw/core';
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

const robotsOnly = (make: () => unknown) => (path: string) => (path === 'robots.txt' ? make() : undefined);
const mistakes: [string, (path: string) => unknown, string, unknown][] = [
  [
    'throws',
    robotsOnly(() => {
      throw new RangeError('no policy');
    }),
    'threw for "robots.txt": no policy',
    RangeError,
  ],
  [
    'throws a non-Error',
    robotsOnly(() => {
      throw 'no policy';
    }),
    'threw for "robots.txt": "no policy"',
    'no policy',
  ],
  ['is async', robotsOnly(async () => ({ 'x-a': '1' })), 'returned a Promise for "robots.txt": the function', null],
];

for (const [what, headers, says, cause] of mistakes) {
  test(`a headers function that ${what} fails create() naming the file, or is a logged 500 per request`, async () => {
    const dist = buildDist();
    const logged: unknown[] = [];
    try {
      const failed = await StaticPlugin.create({ root: dist.root, headers: headers as never }).catch((e: Error) => e);
      expect(failed).toBeInstanceOf(FwError);
      expect((failed as Error).message).toStartWith(`@fw/static: option "headers" ${says}`);
      if (typeof cause === 'function') expect((failed as Error).cause).toBeInstanceOf(cause);
      else if (cause !== null) expect((failed as Error).cause).toBe(cause);
      const app = new Fw({ logger: { error: (...args: unknown[]) => logged.push(...args) } });
      app.use(await StaticPlugin.create({ root: dist.root, alwaysStatic: false, headers: headers as never }));
      await app.listen(0);
      try {
        const res = await fetch(new URL('/robots.txt', app.url));
        expect([res.status, await res.json()]).toEqual([500, { statusCode: 500, message: 'Internal Server Error' }]);
        expect(String(logged.find((each) => each instanceof FwError))).toContain(`option "headers" ${says}`);
        expect((await fetch(new URL('/docs/index.html', app.url))).status).toBe(200);
      } finally {
        await app.stop(true);
      }
    } finally {
      dist.remove();
    }
  });
}
