// `fw-client generate --strict`: a warning (here a @Schema DTO imported with `import type`, which would reach the
// handler unvalidated) fails the step, so the templates' `generate` and `typecheck` stop before production.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildCli } from './build-cli.ts';
import { copyFixture } from './temp-project.ts';

setDefaultTimeout(60_000);

let main = '';
const cleanups: (() => void)[] = [];
beforeAll(() => {
  main = buildCli();
});
afterAll(() => {
  for (const cleanup of cleanups) cleanup();
});

function run(fixture: string, extra: readonly string[]) {
  const copy = copyFixture(fixture);
  cleanups.push(copy.remove);
  const args = [main, 'generate', '--root', copy.root, '--output', 'out.ts', ...extra];
  const result = spawnSync('node', args, { cwd: copy.root, encoding: 'utf8' });
  return { ...result, written: existsSync(path.join(copy.root, 'out.ts')) };
}

test('a type-only @Schema import: a warning and exit 0 by default, exit 1 with --strict; the contract written', () => {
  const lenient = run('dto-imports', []);
  expect(lenient.stderr).toContain('CreateUser has @Schema but is imported type-only');
  expect(lenient.status).toBe(0);
  const strict = run('dto-imports', ['--strict']);
  expect(strict.stderr).toContain('CreateUser has @Schema but is imported type-only');
  expect(strict.stderr).toMatch(/fw-client: --strict: \d+ warning\(s\) above; the contract is written, exit 1\n$/);
  expect(strict.status).toBe(1);
  expect(strict.written).toBe(true);
});

test('--strict without a warning is exit 0', () => {
  const result = run('basic', ['--strict']);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
