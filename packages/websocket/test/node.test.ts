// The shared suite on Node: @fw/core's dist serves it on node:http, `ws` carries the sockets, node:test runs it
// (test/node/tsconfig.json compiles it; the repository's test/on-node runs it). Failures are listed by name.
import { expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runOnNode } from '../../../test/on-node/run-on-node.ts';

const PACKAGE = path.resolve(import.meta.dir, '..');
const ROOT = path.resolve(PACKAGE, '../..');

test('the shared suite passes on Node', () => {
  const build = path.join(ROOT, 'scripts/package/build.mjs');
  const built = spawnSync('node', [build], { cwd: path.join(ROOT, 'packages/core'), encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`@fw/core does not build:\n${built.stdout}${built.stderr}`);
  const ran = runOnNode({
    project: path.join(import.meta.dir, 'node'),
    outDir: path.join(PACKAGE, 'test-output/node-suite'),
    entry: path.join(import.meta.dir, 'node/node-suite.ts'),
  });
  expect(ran.failed).toEqual([]);
  expect(ran.passed).toBeGreaterThan(0);
  expect(ran.status).toBe(0);
}, 300_000);
