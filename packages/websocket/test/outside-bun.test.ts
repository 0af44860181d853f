// Started with plain Node (`node dist/main.js`), @fw/websocket imports without Bun, and the Redis adapter takes
// node-redis there (its delivery across processes is in cluster.test.ts).
import { beforeAll, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGE = path.resolve(import.meta.dir, '..');
const BUILD = path.resolve(PACKAGE, '../../scripts/package/build.mjs');
const OUT = path.join(PACKAGE, 'test-output', 'outside-bun');

beforeAll(() => {
  // @fw/core first: this package's build reads its declarations, and Node runs its dist/.
  for (const folder of [path.resolve(PACKAGE, '../core'), PACKAGE]) {
    const built = spawnSync('node', [BUILD], { cwd: folder, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`${folder} does not build:\n${built.stdout}${built.stderr}`);
  }
  mkdirSync(OUT, { recursive: true });
}, 180_000);

test('on Node, the package imports and new RedisAdapter() takes node-redis', () => {
  const file = path.join(OUT, 'redis.mjs');
  const source = [
    "import { Gateway, RedisAdapter, WebSocketPlugin } from '@fw/websocket';",
    'console.log(typeof Gateway, typeof WebSocketPlugin.create);',
    "console.log(new RedisAdapter({ url: 'redis://localhost:6379' }).name);",
  ];
  writeFileSync(file, `${source.join('\n')}\n`);
  const run = spawnSync('node', [file], { cwd: OUT, encoding: 'utf8' });
  expect([run.status, run.stdout, run.stderr]).toEqual([0, 'function function\nredis\n', '']);
});
