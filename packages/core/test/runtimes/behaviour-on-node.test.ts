// Core's behaviour tests on Node: test/node/tsconfig.json compiles them with the source, one `node` process
// runs them under node:test (the repository's test/on-node), and `new Fw()` serves on `@fw/core/node` there.
import { expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runOnNode } from '../../../../test/on-node/run-on-node.ts';
import { BUN_ONLY, FAILING_ON_NODE } from '../node/bun-only.ts';

const TEST = path.resolve(import.meta.dir, '..');
const SRC = path.resolve(TEST, '../src');

test('the behaviour tests pass on Node, but for the listed failures', () => {
  const ran = runOnNode({
    project: path.join(TEST, 'node'),
    outDir: path.resolve(TEST, '../test-output/node-suite'),
    entry: path.join(TEST, 'node/run-behaviour.ts'),
    swap: { [path.join(SRC, 'adapter/bun.ts')]: path.join(TEST, 'node/node-as-default.ts') },
    timeout: 590_000,
  });
  // A failure not listed, with its diagnostics; then the list itself, which a fix must shorten.
  const unlisted = ran.failed.filter((block) => {
    const name = /not ok \d+ - (.*)/.exec(block)?.[1] ?? '';
    return ran.failedNames.includes(name) && !(name in FAILING_ON_NODE);
  });
  expect(unlisted).toEqual([]);
  expect([...new Set(ran.failedNames)].sort()).toEqual(Object.keys(FAILING_ON_NODE).sort());
  expect(ran.passed).toBeGreaterThan(300);
}, 600_000);

test('each Bun-only file exists, and the README names it with its reason', () => {
  const readme = readFileSync(path.resolve(TEST, '../README.md'), 'utf8');
  for (const file of Object.keys(BUN_ONLY)) {
    expect([file, existsSync(path.join(TEST, file))]).toEqual([file, true]);
    expect(readme).toContain(`\`${file.replace(/\.test\.ts$/, '')}\``);
  }
});
