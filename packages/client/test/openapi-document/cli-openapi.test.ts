// `fw-client openapi` and `generate --openapi` as users run them: the built command under plain Node.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createGenerator } from '../../src/codegen/generator.ts';
import { CodegenError } from '../../src/codegen/report/codegen-error.ts';
import { buildCli } from '../codegen/build-cli.ts';
import { FIXTURES } from '../codegen/fixture-cases.ts';
import { assertValidOpenApi } from '../support/assert-valid-openapi.ts';

setDefaultTimeout(120_000);

let main = '';
// Inside the package, so `@fw/core` resolves as it does for the fixture itself.
const root = mkdtempSync(path.join(import.meta.dir, '.tmp-'));
cpSync(path.join(FIXTURES, 'errors'), root, { recursive: true });
const copy = { root, remove: () => rmSync(root, { recursive: true, force: true }) };
beforeAll(() => {
  main = buildCli();
});
afterAll(() => copy.remove());

const run = (args: string[]) => spawnSync('node', [main, ...args], { encoding: 'utf8' });
const read = (file: string) => JSON.parse(readFileSync(path.join(copy.root, file), 'utf8'));

describe('fw-client openapi', () => {
  test('writes a valid document, openapi.json in --root by default, and says so, warnings once', async () => {
    const result = run(['openapi', '--root', copy.root]);
    expect(result.stderr.match(/guard makeGuard\(\) skipped/g)).toHaveLength(1);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^@fw\/client: wrote .*openapi\.json: \d+ operations, \d+ ms\n$/);
    const document = read('openapi.json');
    await assertValidOpenApi(document);
    expect(document.paths['/articles'].post.operationId).toBe('ArticlesController_create');
  });

  test('--output names the file; a second run leaves it unchanged', () => {
    expect(run(['openapi', '--root', copy.root, '--output', 'docs/api.json']).status).toBe(0);
    const again = run(['openapi', '--root', copy.root, '--output', 'docs/api.json']);
    expect(again.stdout).toStartWith('@fw/client: unchanged ');
    expect(existsSync(path.join(copy.root, 'docs/api.json'))).toBe(true);
  });

  test('a generate-only option is a usage error, exit 2', () => {
    const result = run(['openapi', '--root', copy.root, '--watch']);
    expect(result.status).toBe(2);
    expect(result.stderr).toStartWith("fw-client: option '--watch' is for fw-client generate");
  });
});

describe('the openapi option of the generator', () => {
  test('generate --openapi writes the contract and the document from one scan', () => {
    const result = run(['generate', '--root', copy.root, '--output', 'app.ts', '--openapi', 'both.json']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/wrote .*both\.json: \d+ operations/);
    expect(read('both.json')).toEqual(read('openapi.json'));
  });

  test('a regeneration after an edit rewrites the document', () => {
    const generator = createGenerator({
      root: copy.root,
      output: 'app.ts',
      openapi: { output: 'gen.json', title: 'T' },
    });
    expect(generator.generate().openapi?.written).toBe(true);
    expect(generator.regenerate([]).openapi?.written).toBe(false);
    const file = path.join(copy.root, 'src/public.controller.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/@Get\('([^']*)'\)/, "@Get('$1-renamed')"));
    const report = generator.regenerate([file]);
    expect(report.openapi?.written).toBe(true);
    expect(Object.keys(read('gen.json').paths).some((key) => key.endsWith('-renamed'))).toBe(true);
    expect(read('gen.json').info.title).toBe('T');
  });

  test('an openapi option that is not a path throws a clear error', () => {
    expect(() => createGenerator({ root: copy.root, openapi: { output: '' } })).toThrow(
      new CodegenError(
        'OPTION_INVALID',
        "option openapi must be the document's path (openapi: 'openapi.json') or " +
          '{ output, title, version }; received {"output":""}',
      ),
    );
  });
});
