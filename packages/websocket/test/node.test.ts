// The shared suite on Node: @fw/core's dist serves it on node:http, `ws` carries the sockets, node:test runs it
// (test/node/tsconfig.json compiles it; the repository's test/on-node runs it). Failures are listed by name.
import { beforeAll, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { compileForNode, runOnNode } from '../../../test/on-node/run-on-node.ts';

const PACKAGE = path.resolve(import.meta.dir, '..');
const ROOT = path.resolve(PACKAGE, '../..');
const SUITE = { project: path.join(import.meta.dir, 'node'), outDir: path.join(PACKAGE, 'test-output/node-suite') };

beforeAll(() => {
  const build = path.join(ROOT, 'scripts/package/build.mjs');
  const built = spawnSync('node', [build], { cwd: path.join(ROOT, 'packages/core'), encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`@fw/core does not build:\n${built.stdout}${built.stderr}`);
  compileForNode(SUITE);
}, 180_000);

/** Runs one entry of test/node/ on Node under node:test; every test in it must pass. */
function expectAllPass(entry: string): void {
  const ran = runOnNode({ ...SUITE, compiled: true, entry: path.join(SUITE.project, entry) });
  expect(ran.failed).toEqual([]);
  expect(ran.passed).toBeGreaterThan(0);
  expect(ran.status).toBe(0);
}

test('the shared suite passes on Node', () => expectAllPass('node-suite.ts'), 300_000);

test('the idle check and the close on backpressure hold on a real Node server', () => {
  expectAllPass('node-close-paths.ts');
}, 120_000);

test('the shared suite passes on Node with a RedisAdapter (node-redis) on every app', () => {
  expectAllPass('node-redis-suite.ts');
}, 300_000);

test("the RedisAdapter's own cases pass on Node (node-redis)", () => expectAllPass('node-redis-adapter.ts'), 120_000);
