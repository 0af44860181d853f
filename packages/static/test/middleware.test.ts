import { expect, test } from 'bun:test';
import { Fw, type Middleware } from '@fw/core';
import { StaticPlugin } from '../src/index.ts';
import { buildDist } from './build-dist.ts';

// Sets its header on the context before anything answers, as a CORS middleware does.
const cors: Middleware = (ctx) => {
  ctx.setHeader('access-control-allow-origin', 'https://app.example');
};

for (const alwaysStatic of [true, false]) {
  test(`a 405 on a file runs the global middleware, as the core's own 405 does (alwaysStatic: ${alwaysStatic})`, async () => {
    const dist = buildDist();
    const app = new Fw({ logger: { error: () => undefined } }).use(cors);
    app.use(await StaticPlugin.create({ root: dist.root, spa: true, alwaysStatic }));
    await app.listen(0);
    try {
      // robots.txt is a route of its own with alwaysStatic; a name with a space never is (the fallback serves it).
      for (const path of ['/robots.txt', '/docs/my%20file.txt']) {
        const response = await fetch(new URL(path, app.url), { method: 'POST' });
        expect([
          path,
          response.status,
          response.headers.get('allow'),
          response.headers.get('access-control-allow-origin'),
        ]).toEqual([path, 405, 'GET, HEAD', 'https://app.example']);
        expect(await response.json()).toMatchObject({ statusCode: 405 });
      }
    } finally {
      await app.stop(true);
      dist.remove();
    }
  });
}

const modes = [{ alwaysStatic: true }, { alwaysStatic: true, maxMemoryFileSize: 0 }, { alwaysStatic: false }];
for (const mode of modes) {
  test(`a file and the SPA page are served without the global middleware (${JSON.stringify(mode)})`, async () => {
    const dist = buildDist();
    const app = new Fw().use(cors);
    app.use(await StaticPlugin.create({ root: dist.root, spa: true, ...mode }));
    await app.listen(0);
    try {
      for (const path of ['/robots.txt', '/', '/users']) {
        const response = await fetch(new URL(path, app.url), { headers: { accept: 'text/html' } });
        expect([path, response.status, response.headers.get('access-control-allow-origin')]).toEqual([path, 200, null]);
      }
    } finally {
      await app.stop(true);
      dist.remove();
    }
  });
}
