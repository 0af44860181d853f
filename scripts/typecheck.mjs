// Type-checks every package and example with its own tsconfig (strict), so a type error fails `npm test`.
// Projects are found, not listed, so a new package or example is checked the day it lands. Under test/,
// consumer projects check the shipped source as a user's tsc sees it (test/consumer-strictest), and
// packages/create-fw/test/typecheck the templates' sources with the templates' own options.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const roots = ['packages', 'examples', 'examples/fullstack', 'test', 'packages/create-fw/test/typecheck'];
const projects = roots
  .filter((root) => existsSync(root))
  .flatMap((root) => readdirSync(root).map((name) => join(root, name)))
  .filter((dir) => existsSync(join(dir, 'tsconfig.json')));
projects.push('.');

let failed = 0;
for (const project of projects) {
  // `bun`: inside the workspace fw's packages are their sources, as Bun runs them (their export condition);
  // the packed .d.ts files are checked where a user meets them, by test/outside-workspace.
  const args = ['node_modules/typescript/bin/tsc', '--noEmit', '--customConditions', 'bun', '-p', project];
  const result = spawnSync(process.execPath, args, {
    stdio: 'inherit',
  });
  const ok = result.status === 0;
  if (!ok) failed++;
  console.log(`typecheck ${ok ? 'ok  ' : 'FAIL'} ${project}`);
}
process.exit(failed === 0 ? 0 : 1);
