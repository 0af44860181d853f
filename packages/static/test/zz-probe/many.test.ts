import { test } from 'bun:test';
import { Fw } from '@fw/core';
import { StaticPlugin } from '../../src/index.ts';
import { buildDist } from '../build-dist.ts';
import { rawRequest } from '../raw-http.ts';

test('many', async () => {
  const dist = buildDist();
  for (const [count, size] of [[2000, 50], [200, 50], [100, 1000], [1, 200_000]]) {
    const many: Record<string, string> = {};
    for (let i = 0; i < count; i++) many[`x-h${i}`] = 'v'.repeat(size);
    const app = new Fw().use(await StaticPlugin.create({ root: dist.root, headers: many }));
    await app.listen(0);
    const raw = await rawRequest(app.server!.port!, '/robots.txt');
    const f = await fetch(new URL('/robots.txt', app.url)).then((r) => r.status, (e) => (e as Error).message.slice(0, 40));
    console.log(count, size, 'raw', raw.status, Object.keys(raw.headers).length, raw.body.slice(0, 12), 'fetch', f);
    await app.stop(true);
  }
  dist.remove();
});
