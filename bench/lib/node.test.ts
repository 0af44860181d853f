import { expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildForNode, findNode } from './node.ts';

test('without node on PATH the error says the bench needs Node 20 and how to get it', () => {
  expect(() => findNode('/nonexistent', null)).toThrow(/node is not on PATH.*Install Node 20 or later/);
});

test('a TypeScript script built for Node runs there: types gone, relative imports in, packages kept', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fw-bench-node-'));
  try {
    writeFileSync(join(dir, 'greeting.ts'), "export const greeting: string = 'hello from node';\n");
    const main = "import { greeting } from './greeting.ts';\nconst version: string = process.version;\n";
    writeFileSync(join(dir, 'main.ts'), `${main}console.log(greeting, version.startsWith('v'));\n`);
    writeFileSync(join(dir, 'uses-package.ts'), "import { Server } from 'socket.io';\nconsole.log(Server.name);\n");
    const built = await buildForNode(join(dir, 'main.ts'), join(dir, 'out'));
    const run = spawnSync(findNode(), [built], { encoding: 'utf8' });
    expect([run.stdout, run.stderr, built.endsWith('main.mjs')]).toEqual(['hello from node true\n', '', true]);
    const withPackage = readFileSync(await buildForNode(join(dir, 'uses-package.ts'), join(dir, 'out')), 'utf8');
    expect(withPackage).toContain('from "socket.io"');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
