import { expect, test } from 'bun:test';
import { APP_JS, STYLE_CSS } from './build-dist.ts';
import { describeEveryMode } from './every-mode.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describeEveryMode('route table', { spa: true }, (served) => {
  test('GET / is the built index.html, revalidated on every use', async () => {
    const response = await served.get('/', { headers: HTML });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('INDEX');
  });

  test('GET /index.html is the same file', async () => {
    const response = await served.get('/index.html');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('INDEX');
  });

  test('a client-side route gets index.html on a hard refresh, with no-cache', async () => {
    for (const path of ['/users', '/users/42/edit']) {
      const response = await served.get(path, { headers: HTML });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('INDEX');
    }
  });

  test('an asset is itself with its real type, not HTML', async () => {
    const script = await served.get(`/${APP_JS}`, { headers: HTML });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.bytes()).toEqual(served.dist.files[APP_JS]);
    const style = await served.get(`/${STYLE_CSS}`);
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await style.text()).toBe('body { color: red }');
  });

  test('every file carries X-Content-Type-Options: nosniff', async () => {
    for (const path of ['/', `/${APP_JS}`, `/${STYLE_CSS}`, '/robots.txt', '/users']) {
      const response = await served.get(path, { headers: HTML });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('/api/... is the controller JSON, never index.html', async () => {
    const response = await served.get('/api/users', { headers: HTML });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ id: '1', name: 'Ada' }]);
  });

  test('an unknown path under a controller prefix is the core 404 JSON, even when it accepts HTML', async () => {
    const response = await served.get('/api/nope', { headers: HTML });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });

  test('a file inside the built directory under a controller prefix is not served', async () => {
    const response = await served.get('/api/hidden.json');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });

  test('a controller wins over a file of the same path', async () => {
    const response = await served.get('/health', { headers: HTML });
    expect(await response.json()).toEqual({ ok: true });
  });

  test('a route declared on the app wins over a file of the same path', async () => {
    const response = await served.get('/override.txt');
    expect(await response.text()).toBe('from the route');
    // HEAD answers from that route too, not from the file (a dynamic robots.txt over a stale built one).
    const head = await served.get('/override.txt', { method: 'HEAD' });
    expect([head.headers.get('content-length'), head.headers.get('etag')]).toEqual([
      String('from the route'.length),
      null,
    ]);
  });

  test('a directory path ending in / serves its index file', async () => {
    const response = await served.get('/docs/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('DOCS');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  test('a symlink that stays inside the root is served', async () => {
    const response = await served.get('/inner-link.js');
    expect(response.status).toBe(200);
    expect(await response.bytes()).toEqual(served.dist.files[APP_JS]);
  });

  test('names a client percent-encodes, and names Bun would read as a pattern, are served', async () => {
    expect(await (await served.get('/docs/my%20file.txt')).text()).toBe('SPACE');
    expect(await (await served.get('/docs/caf%C3%A9.txt')).text()).toBe('UNICODE');
    expect(await (await served.get('/docs/a:b.txt')).text()).toBe('COLON');
    expect((await served.get('/docs/a:c.txt')).status).toBe(404);
  });

  test('/.well-known is served although dotfiles are hidden', async () => {
    const response = await served.get('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Contact:');
  });
});

describeEveryMode('SPA fallback rules', { spa: true }, (served) => {
  test('HEAD on a client-side route has the headers of index.html and no body', async () => {
    const response = await served.get('/users', { method: 'HEAD', headers: HTML });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(Number(response.headers.get('content-length'))).toBe(served.dist.files['index.html'].byteLength);
    expect(await response.text()).toBe('');
  });

  test('a client-side route with escapes encodeURIComponent writes (@, +, &, /) gets the page on a hard refresh', async () => {
    for (const path of [
      '/users/%40ada',
      '/tags/c%2B%2B',
      '/search/a%26b',
      '/files/a%2Fb',
      '/users/caf%C3%A9',
      '/%2e%2e/etc/passwd',
    ]) {
      const response = await served.get(path, { headers: HTML });
      expect([path, response.status, response.headers.get('content-type')]).toEqual([
        path,
        200,
        'text/html; charset=utf-8',
      ]);
      expect(await response.text()).toBe(new TextDecoder().decode(served.dist.files['index.html']));
    }
    // The escape rules still hold for files: another spelling of a file is a 404, never the file or the page.
    for (const path of ['/robots%2Etxt', '/assets%2Fapp.js', '/.git/HEAD', '/%2Egit/config']) {
      expect([path, (await served.get(path, { headers: HTML })).status]).toEqual([path, 404]);
    }
  });

  test('only GET and HEAD fall back: POST to a client-side route is a 404', async () => {
    const response = await served.get('/users', { method: 'POST', headers: HTML });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });

  test('only a client that accepts HTML gets the page: a JSON fetch is a 404', async () => {
    for (const accept of ['application/json', '*/*']) {
      const response = await served.get('/users', { headers: { accept } });
      expect(response.status).toBe(404);
    }
    expect((await served.get('/users')).status).toBe(404);
  });

  test('answers chosen by Accept say Vary: Accept (the page, the 404 a non-HTML client gets); files and other 404s do not', async () => {
    const vary = async (path: string, init?: RequestInit) => {
      const response = await served.get(path, init);
      await response.arrayBuffer();
      return [response.status, response.headers.get('vary')];
    };
    expect(await vary('/users', { headers: HTML })).toEqual([200, 'Accept']);
    expect(await vary('/users/42', { method: 'HEAD', headers: HTML })).toEqual([200, 'Accept']);
    expect(await vary('/users', { headers: { accept: 'application/json' } })).toEqual([404, 'Accept']);
    expect(await vary('/users', { method: 'HEAD' })).toEqual([404, 'Accept']);
    expect(await vary('/', { headers: HTML })).toEqual([200, null]);
    expect(await vary('/index.html', { headers: HTML })).toEqual([200, null]);
    expect(await vary('/robots.txt')).toEqual([200, null]);
    expect(await vary('/assets/missing.js', { headers: HTML })).toEqual([404, null]);
    expect(await vary('/users', { method: 'POST', headers: HTML })).toEqual([404, null]);
    expect(await vary('/api/nope', { headers: HTML })).toEqual([404, null]);
  });

  test('a path with a file extension never falls back: a missing /assets/x.js is a 404', async () => {
    for (const path of ['/assets/missing.js', '/users.json', '/favicon.ico']) {
      const response = await served.get(path, { headers: HTML });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toContain('text/html');
    }
  });

  test('a missing /.well-known path is a 404, not the page', async () => {
    const response = await served.get('/.well-known/openid-configuration-x', { headers: HTML });
    expect(response.status).toBe(404);
  });
});

describeEveryMode('without spa', {}, (served) => {
  test('a client-side route is a 404, whatever Accept says (so no Vary)', async () => {
    const response = await served.get('/users', { headers: HTML });
    expect([response.status, response.headers.get('vary')]).toEqual([404, null]);
  });

  test('the mount point still serves the index file', async () => {
    const response = await served.get('/', { headers: HTML });
    expect(await response.text()).toContain('INDEX');
  });
});

describeEveryMode('methods other than GET and HEAD on a static path', { spa: true }, (served) => {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    test(`${method} on a file is 405 with Allow: GET, HEAD`, async () => {
      const response = await served.get(`/${APP_JS}`, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(await response.json()).toMatchObject({ statusCode: 405 });
    });
  }

  test('405 on the index file too', async () => {
    const response = await served.get('/index.html', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describeEveryMode('mounted under a prefix', { spa: true, prefix: '/app' }, (served) => {
  test('the prefix serves index.html and files sit below it', async () => {
    expect(await (await served.get('/app', { headers: HTML })).text()).toContain('INDEX');
    expect(await (await served.get('/app/', { headers: HTML })).text()).toContain('INDEX');
    expect((await served.get(`/app/${APP_JS}`)).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  test('client-side routes under the prefix fall back, paths outside it do not', async () => {
    expect(await (await served.get('/app/users', { headers: HTML })).text()).toContain('INDEX');
    expect((await served.get(`/${APP_JS}`)).status).toBe(404);
    expect((await served.get('/users', { headers: HTML })).status).toBe(404);
    expect((await served.get('/application', { headers: HTML })).status).toBe(404);
  });
});
