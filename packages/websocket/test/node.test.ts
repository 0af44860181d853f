// The shared suite on Node: @fw/core's dist serves it on node:http, `ws` carries the sockets, node:test runs it
// (test/node/: the suite compiled by tsc, `bun:test` mapped to a small shim). Failures are listed by name.
import { beforeAll, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { nodeForRuntimeTests } from '../../../test-support/node22/node-for-runtime-tests.ts';

const PACKAGE = path.resolve(import.meta.dir, '..');
const ROOT = path.resolve(PACKAGE, '../..');
const NODE_DIR = path.join(import.meta.dir, 'node');
const OUTPUT = path.join(PACKAGE, 'test-output/node-suite/test/node');

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  return spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 280_000, env: { ...process.env, ...env } });
}

beforeAll(() => {
  const built = run('node', [path.join(ROOT, 'scripts/package/build.mjs')], path.join(ROOT, 'packages/core'));
  if (built.status !== 0) throw new Error(`@fw/core does not build:\n${built.stdout}${built.stderr}`);
  const compiled = run('node', [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'], NODE_DIR);
  if (compiled.status !== 0) throw new Error(`the suite does not compile for Node:\n${compiled.stdout}`);
}, 180_000);

/** Runs one compiled entry of test/node/ on Node under node:test; every test in it must pass. */
function expectAllPass(entry: string, env: Record<string, string> = {}): void {
  const ran = run(nodeForRuntimeTests(), ['--import', './register.mjs', path.join(OUTPUT, entry)], NODE_DIR, env);
  const failed = ran.stdout.split('\n').filter((line) => /^\s*not ok/.test(line));
  expect(failed).toEqual([]);
  expect(ran.stdout).toMatch(/^# pass [1-9]\d*$/m);
  expect(ran.status).toBe(0);
}

test('the shared suite passes on Node', () => expectAllPass('node-suite.js'), 300_000);

test('the idle check and the close on backpressure hold on a real Node server', () => {
  expectAllPass('node-close-paths.js');
}, 120_000);

test('the shared suite passes on Node with a RedisAdapter (node-redis) on every app', () => {
  expectAllPass('node-redis-suite.js');
}, 300_000);

test("the RedisAdapter's own cases pass on Node (node-redis)", () => expectAllPass('node-redis-adapter.js'), 120_000);
