import { expect, test } from 'bun:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { APP_JS, CLIP, STYLE_CSS } from './build-dist.ts';
import { describeEveryMode } from './every-mode.ts';

describeEveryMode('validators and 304', { spa: true }, (served) => {
  // index.html and the stylesheet have nothing to negotiate (Bun's native routes with alwaysStatic);
  // the script has precompressed siblings (a handler in both modes).
  for (const path of ['/', `/${STYLE_CSS}`, `/${APP_JS}`]) {
    test(`${path}: ETag and Last-Modified, 304 on a matching If-None-Match (strong or weak)`, async () => {
      const first = await served.get(path);
      const etag = first.headers.get('etag');
      // From memory: a hash of the bytes; from disk: mtime, size and ctime (see the README, "Validators").
      expect(etag).toMatch(
        served.fromMemory ? /^"[0-9a-z]+(?:-br|-gzip)?"$/ : /^"[0-9a-f]+-[0-9a-f]+-[0-9a-f]+(?:-br|-gzip)?"$/,
      );
      const lastModified = first.headers.get('last-modified') ?? '';
      expect(new Date(lastModified).toUTCString()).toBe(lastModified);
      await first.arrayBuffer();
      for (const tag of [etag ?? '', `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await served.get(path, { headers: { 'if-none-match': tag } });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(etag);
        expect(await again.text()).toBe('');
      }
      const changed = await served.get(path, { headers: { 'if-none-match': '"something-else"' } });
      expect(changed.status).toBe(200);
    });

    test(`${path}: 304 on If-Modified-Since at or after Last-Modified, 200 before`, async () => {
      const first = await served.get(path);
      const lastModified = first.headers.get('last-modified') ?? '';
      await first.arrayBuffer();
      expect((await served.get(path, { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
      const later = new Date(Date.parse(lastModified) + 60_000).toUTCString();
      expect((await served.get(path, { headers: { 'if-modified-since': later } })).status).toBe(304);
      const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      const stale = await served.get(path, { headers: { 'if-modified-since': earlier } });
      expect(stale.status).toBe(200);
      expect((await stale.bytes()).byteLength).toBeGreaterThan(0);
    });
  }

  test('If-None-Match wins over If-Modified-Since (RFC 9110 §13.2.2)', async () => {
    const first = await served.get(`/${APP_JS}`);
    const lastModified = first.headers.get('last-modified') ?? '';
    await first.arrayBuffer();
    const response = await served.get(`/${APP_JS}`, {
      headers: { 'if-none-match': '"nope"', 'if-modified-since': lastModified },
    });
    expect(response.status).toBe(200);
  });

  test('the SPA fallback revalidates with the ETag of index.html', async () => {
    const page = await served.get('/', { headers: { accept: 'text/html' } });
    const etag = page.headers.get('etag') ?? '';
    await page.arrayBuffer();
    const route = await served.get('/users', { headers: { accept: 'text/html', 'if-none-match': etag } });
    expect(route.status).toBe(304);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    // A 304 carries the Vary its 200 would (RFC 9110 §15.4.5).
    expect(route.headers.get('vary')).toBe('Accept');
  });
});

describeEveryMode('Cache-Control defaults', { spa: true }, (served) => {
  test('a content-hashed asset is immutable for a year', async () => {
    for (const path of [`/${APP_JS}`, `/${STYLE_CSS}`]) {
      expect((await served.get(path)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  test('a file without a hash is revalidated (no-cache)', async () => {
    expect((await served.get('/robots.txt')).headers.get('cache-control')).toBe('no-cache');
  });
});

describeEveryMode(
  'Cache-Control configured',
  { spa: true, cacheControl: 'public, max-age=60', immutable: false },
  (served) => {
    test('cacheControl applies to files, including hashed ones when immutable is off', async () => {
      expect((await served.get('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=60');
      expect((await served.get(`/${APP_JS}`)).headers.get('cache-control')).toBe('public, max-age=60');
    });

    test('index.html and the fallback keep no-cache', async () => {
      expect((await served.get('/')).headers.get('cache-control')).toBe('no-cache');
      expect((await served.get('/users', { headers: { accept: 'text/html' } })).headers.get('cache-control')).toBe(
        'no-cache',
      );
    });
  },
);

describeEveryMode('Cache-Control of the index configured', { spa: true, indexCacheControl: 'no-store' }, (served) => {
  test('indexCacheControl applies to index.html and the fallback', async () => {
    expect((await served.get('/')).headers.get('cache-control')).toBe('no-store');
    expect((await served.get('/users', { headers: { accept: 'text/html' } })).headers.get('cache-control')).toBe(
      'no-store',
    );
  });
});

describeEveryMode('precompressed siblings', {}, (served) => {
  const identity = () => served.dist.files[APP_JS];

  test('br is chosen when accepted, with Vary: Accept-Encoding', async () => {
    const response = await served.get(`/${APP_JS}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      decompress: false,
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(new Uint8Array(brotliDecompressSync(await response.bytes()))).toEqual(identity());
  });

  test('gzip when br is not accepted (or refused with q=0)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.5', 'x-gzip']) {
      const response = await served.get(`/${APP_JS}`, { headers: { 'accept-encoding': accept }, decompress: false });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(new Uint8Array(gunzipSync(await response.bytes()))).toEqual(identity());
    }
  });

  test('identity, still with Vary, when no coding is accepted', async () => {
    for (const accept of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const response = await served.get(`/${APP_JS}`, { headers: { 'accept-encoding': accept }, decompress: false });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.bytes()).toEqual(identity());
    }
  });

  test('each coding has its own ETag', async () => {
    const tags = new Set<string | null>();
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await served.get(`/${APP_JS}`, { headers: { 'accept-encoding': accept }, decompress: false });
      tags.add(response.headers.get('etag'));
      await response.arrayBuffer();
    }
    expect(tags.size).toBe(3);
  });

  test('a file without siblings has no Vary and no Content-Encoding', async () => {
    const response = await served.get(`/${STYLE_CSS}`, {
      headers: { 'accept-encoding': 'br, gzip' },
      decompress: false,
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
  });
});

describeEveryMode('Range requests', {}, (served) => {
  const clip = () => served.dist.files[CLIP];
  const range = (value: string, extra: Record<string, string> = {}) =>
    served.get(`/${CLIP}`, { headers: { range: value, ...extra } });

  test('a single range is 206 with Content-Range', async () => {
    const response = await range('bytes=10-19');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 10-19/${clip().byteLength}`);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(await response.bytes()).toEqual(clip().subarray(10, 20));
  });

  test('open-ended and suffix ranges', async () => {
    const open = await range('bytes=4990-');
    expect(open.headers.get('content-range')).toBe('bytes 4990-4999/5000');
    expect(await open.bytes()).toEqual(clip().subarray(4990));
    const suffix = await range('bytes=-5');
    expect(suffix.status).toBe(206);
    expect(await suffix.bytes()).toEqual(clip().subarray(4995));
    const clamped = await range('bytes=4998-99999');
    expect(clamped.headers.get('content-range')).toBe('bytes 4998-4999/5000');
  });

  test('a range past the end is 416 with Content-Range: bytes */length', async () => {
    for (const value of ['bytes=5000-', 'bytes=9999-10000', 'bytes=-0']) {
      const response = await range(value);
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe('bytes */5000');
      expect(await response.text()).toBe('');
    }
  });

  test('malformed and multi-range headers are ignored: the whole file, 200', async () => {
    for (const value of ['bytes=0-1,5-6', 'items=0-5', 'bytes=9-2', 'bytes=abc']) {
      const response = await range(value);
      expect(response.status).toBe(200);
      expect(await response.bytes()).toEqual(clip());
    }
  });

  test('If-Range with the current ETag honours the range; anything else, a date included, sends the whole file', async () => {
    const head = await served.get(`/${CLIP}`, { method: 'HEAD' });
    const etag = head.headers.get('etag') ?? '';
    const lastModified = head.headers.get('last-modified') ?? '';
    expect((await range('bytes=0-9', { 'if-range': etag })).status).toBe(206);
    // Not even the current Last-Modified: a reproducible build repeats it in the next deploy.
    for (const stale of ['"0-0"', `W/${etag}`, 'Thu, 01 Jan 1970 00:00:00 GMT', lastModified]) {
      const response = await range('bytes=0-9', { 'if-range': stale });
      expect(response.status).toBe(200);
      expect(await response.bytes()).toEqual(clip());
    }
  });

  test('HEAD ignores Range and has no body', async () => {
    const response = await served.get(`/${CLIP}`, { method: 'HEAD', headers: { range: 'bytes=0-9' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('5000');
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(await response.text()).toBe('');
  });

  test('HEAD on an asset has the GET headers and no body', async () => {
    const response = await served.get(`/${STYLE_CSS}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(served.dist.files[STYLE_CSS].byteLength));
    expect(response.headers.get('etag')).not.toBeNull();
    expect(await response.text()).toBe('');
  });

  test('a small text file: Range honoured per request, ignored from memory (native route)', async () => {
    const response = await served.get('/robots.txt', { headers: { range: 'bytes=0-3' } });
    if (served.fromMemory) {
      expect(response.status).toBe(200);
      expect(response.headers.get('accept-ranges')).toBeNull();
      expect(await response.text()).toBe('User-agent: *\n');
    } else {
      expect(response.status).toBe(206);
      expect(await response.text()).toBe('User');
    }
  });
});
