// Started with plain Node (`node dist/main.js`, tsx) instead of Bun, the app fails at listen() with one line
// naming the fix. Runs what `npm run build` ships (dist/, resolved by Node's `default` export condition).
import { beforeAll, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGE = path.resolve(import.meta.dir, '..');
const BUILD = path.resolve(PACKAGE, '../../scripts/package/build.mjs');
const OUT = path.join(PACKAGE, 'test-output', 'outside-bun');

beforeAll(() => {
  const built = spawnSync('node', [BUILD], { cwd: PACKAGE, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`@fw/core does not build:\n${built.stdout}${built.stderr}`);
  mkdirSync(OUT, { recursive: true });
}, 120_000);

function runOnNode(name: string, source: string) {
  const file = path.join(OUT, name);
  writeFileSync(file, source);
  return spawnSync('node', [file], { cwd: OUT, encoding: 'utf8' });
}

const FIX = '@fw/core: fw runs on Bun: start it with bun (npx bun src/main.ts) or npm start';

test('on Node, @fw/core imports, and listen() fails naming the fix, not "Bun is not defined"', () => {
  const run = runOnNode('listen.mjs', "import { Fw } from '@fw/core';\nawait new Fw().listen(0);\n");
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`FwError: ${FIX}\n`);
  expect(run.stderr).not.toContain('ReferenceError');
});

test('on Node, listen(port, { workers }) fails the same way before forking', () => {
  const run = runOnNode('workers.mjs', "import { Fw } from '@fw/core';\nawait new Fw().listen(0, { workers: 2 });\n");
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`FwError: ${FIX}\n`);
});
