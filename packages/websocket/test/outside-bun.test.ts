// Started with plain Node (tsx, `node dist/main.js`), @fw/websocket imports, and the Redis adapter, which
// needs Bun's RedisClient, fails where it is created with one line naming the fix (no "Cannot find package").
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

test('on Node, new RedisAdapter() fails naming the fix; the rest of the package imports', () => {
  const file = path.join(OUT, 'redis.mjs');
  const source = [
    "import { Gateway, RedisAdapter, WebSocketPlugin } from '@fw/websocket';",
    'console.log(typeof Gateway, typeof WebSocketPlugin.create);',
    "new RedisAdapter({ url: 'redis://localhost:6379' });",
  ];
  writeFileSync(file, `${source.join('\n')}\n`);
  const run = spawnSync('node', [file], { cwd: OUT, encoding: 'utf8' });
  expect([run.status, run.stdout]).toEqual([1, 'function function\n']);
  expect(run.stderr).toContain(
    "FwError: @fw/websocket: RedisAdapter uses Bun's RedisClient: start the app with bun (npx bun src/main.ts) or " +
      'npm start\n',
  );
  expect(run.stderr).not.toContain('Cannot find package');
});
