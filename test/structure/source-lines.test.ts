// scripts/source-lines.mjs, run with plain Node as CI runs it: every package's sources keep comments to at
// most a fifth of their lines and no line over 120 characters; a synthetic tree shows both fail.
import { afterAll, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO = path.resolve(import.meta.dir, '../..');
const SCRIPT = path.join(REPO, 'scripts/source-lines.mjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'fw-source-lines-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const run = (...folders: string[]) => spawnSync('node', [SCRIPT, ...folders], { encoding: 'utf8' });

const sources = readdirSync(path.join(REPO, 'packages'))
  .map((name) => path.join(REPO, 'packages', name, 'src'))
  .filter((folder) => existsSync(folder));

test.each(sources.map((folder) => [path.relative(REPO, folder), folder]))('%s holds', (_, folder) => {
  const result = run(folder);
  expect(result.stdout).toStartWith('ok ');
  expect(result.status).toBe(0);
});

test('a comment share over a fifth fails, and so does a line over 120; test files are not counted', () => {
  const folder = path.join(scratch, 'src');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'a.ts'), '// why\nconst a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\n');
  writeFileSync(path.join(folder, 'a.test.ts'), '// one\n// two\n// three\n');
  expect(run(folder).status).toBe(0);
  writeFileSync(path.join(folder, 'b.ts'), '/**\n * more\n */\nexport {};\n');
  expect([run(folder).status, run(folder).stdout]).toEqual([1, expect.stringContaining('FAIL')]);
  rmSync(path.join(folder, 'b.ts'));
  writeFileSync(path.join(folder, 'c.ts'), `export const long = '${'x'.repeat(120)}';\n`);
  const long = run(folder);
  expect([long.status, long.stdout]).toEqual([1, expect.stringContaining('line over 120: c.ts:1 (143)')]);
});

test('no folder is a usage error, exit 2', () => {
  const result = run();
  expect([result.status, result.stderr]).toEqual([2, expect.stringContaining('usage')]);
});
