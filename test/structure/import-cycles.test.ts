// scripts/import-cycles.mjs, run with plain Node as CI runs it: on synthetic trees (each kind of import it
// must follow, and the text it must not; loops between folders), on bad input, and on the package sources,
// whose files must have no cycle and whose folders must form a DAG.
import { afterAll, describe, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO = path.resolve(import.meta.dir, '../..');
const SCRIPT = path.join(REPO, 'scripts/import-cycles.mjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'fw-import-cycles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function checkCycles(...folders: string[]) {
  const result = spawnSync('node', [SCRIPT, ...folders], { cwd: scratch, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A folder of files under the scratch folder, from `{ 'relative/path.ts': source }`. */
function tree(name: string, files: Record<string, string>): string {
  const root = path.join(scratch, name);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

const PACKAGES = ['core', 'client', 'static', 'websocket', 'create-fw'];

describe('the package sources', () => {
  test('are every package with a src folder', () => {
    const withSources = readdirSync(path.join(REPO, 'packages')).filter((name) =>
      existsSync(path.join(REPO, 'packages', name, 'src')),
    );
    expect(withSources.sort()).toEqual([...PACKAGES].sort());
  });

  test.each(PACKAGES)('have no import cycle and no folder loop: packages/%s/src', (name) => {
    const run = checkCycles(path.join(REPO, 'packages', name, 'src'));
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^no import cycle in \d+ files, no folder loop in \d+ nodes?\n$/);
    expect(run.status).toBe(0);
  });
});

describe('import-cycles', () => {
  test('a cycle closed by `import type` and `export ... from` is printed with its files, exit 1', () => {
    const root = tree('type-only', {
      'scan/context.ts': "import type { Cache } from '../cache/cache.ts';\nexport interface Context { cache: Cache }\n",
      'cache/cache.ts': "export { type Context } from '../scan/context.ts';\nexport class Cache {}\n",
      'other.ts': "import { Cache } from './cache/cache.ts';\nexport const cache = new Cache();\n",
    });
    const run = checkCycles(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(
      [
        '1 import cycle in 3 files',
        'cycle 1, 2 files:',
        '  type-only/cache/cache.ts',
        '  type-only/scan/context.ts',
        '  closes: type-only/cache/cache.ts -> type-only/scan/context.ts -> type-only/cache/cache.ts',
        '1 folder loop in 3 nodes',
        'loop 1, 2 folders:',
        '  type-only/cache',
        '  type-only/scan',
        '  closes: type-only/cache -> type-only/scan -> type-only/cache',
        '    type-only/cache/cache.ts imports type-only/scan/context.ts',
        '    type-only/scan/context.ts imports type-only/cache/cache.ts',
        '',
      ].join('\n'),
    );
  });

  test('multi-line imports, side-effect imports, `import()` and `.js` specifiers count; so does a self-import', () => {
    const root = tree('forms', {
      'a.ts': "import {\n  type B,\n  b,\n} from './b.js';\nexport const a = b;\n",
      'b.ts': "import './c.ts';\nexport type B = string;\nexport const b = 1;\n",
      'c.ts': "export const load = () => import('./a.ts');\n",
      'self.ts': "import type { Self } from './self.ts';\nexport type Self = { next?: Self };\n",
    });
    const run = checkCycles(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('2 import cycles in 4 files');
    expect(run.stdout).toContain('  closes: forms/a.ts -> forms/b.ts -> forms/c.ts -> forms/a.ts');
    expect(run.stdout).toContain('  closes: forms/self.ts -> forms/self.ts');
  });

  test('imports written in comments, strings, template literals and regular expressions are not imports', () => {
    const root = tree('not-imports', {
      'a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
      'b.ts': [
        "// import { a } from './a.ts';",
        '/**',
        " * import { a } from './a.ts';",
        " * const { a } = await import('./a.ts');",
        ' */',
        "export const text = `import { a } from './a.ts';\n${\"import('./a.ts')\"}`;",
        'export const quoteOrSlash = /[\'"/]/g;',
        'export const b = "import { a } from \'./a.ts\'";',
        '',
      ].join('\n'),
    });
    const run = checkCycles(root);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('no import cycle in 2 files, no folder loop in 1 node\n');
    expect(run.status).toBe(0);
  });

  test('two folders that import each other, by `import type` too, are a loop without any file cycle, exit 1', () => {
    const root = tree('folder-loop', {
      'errors/catalogue.ts': "export const messages = { gone: 'gone' };\n",
      'errors/map-error.ts':
        "import type { Context } from '../context/context.ts';\nexport type Answer = (ctx: Context) => 1;\n",
      'context/context.ts':
        "import { messages } from '../errors/catalogue.ts';\nexport class Context { m = messages; }\n",
    });
    const run = checkCycles(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(
      [
        '1 folder loop in 2 nodes',
        'loop 1, 2 folders:',
        '  folder-loop/context',
        '  folder-loop/errors',
        '  closes: folder-loop/context -> folder-loop/errors -> folder-loop/context',
        '    folder-loop/context/context.ts imports folder-loop/errors/catalogue.ts',
        '    folder-loop/errors/map-error.ts imports folder-loop/context/context.ts',
        '',
      ].join('\n'),
    );
  });

  test('a loop between nested folders is found; moving the stage to its own folder ends it', () => {
    const looped = tree('nested-loop', {
      'codegen/scan/scan.ts': "import { print } from '../types/print.ts';\nexport const scan = print;\n",
      'codegen/scan/shape.ts': 'export interface Shape { name: string }\n',
      'codegen/types/print.ts':
        "import type { Shape } from '../scan/shape.ts';\nexport const print = (s: Shape) => s.name;\n",
    });
    const loop = checkCycles(looped);
    expect(loop.status).toBe(1);
    expect(loop.stdout).toContain(
      'closes: nested-loop/codegen/scan -> nested-loop/codegen/types -> nested-loop/codegen/scan',
    );
    const split = tree('nested-split', {
      'codegen/scan/scan.ts': "import { print } from '../types/print.ts';\nexport const scan = print;\n",
      'codegen/model/shape.ts': 'export interface Shape { name: string }\n',
      'codegen/types/print.ts':
        "import type { Shape } from '../model/shape.ts';\nexport const print = (s: Shape) => s.name;\n",
    });
    const dag = checkCycles(split);
    expect(dag.stdout).toBe('no import cycle in 3 files, no folder loop in 3 nodes\n');
    expect(dag.status).toBe(0);
  });

  test('a file beside folders stands for itself, and a unit test may import the app above its folder', () => {
    const root = tree('beside-folders', {
      'index.ts': "export { App } from './app/app.ts';\n",
      'types.ts': 'export type Id = string;\n',
      'app/app.ts': "import type { Id } from '../types.ts';\nexport class App { id: Id = ''; }\n",
      'app/app.test.ts': "import { App } from '../index.ts';\nnew App();\n",
      'codegen/generator.ts': "import { cache } from './cache/cache.ts';\nexport const generate = cache;\n",
      'codegen/model.ts': 'export interface Model { id: string }\n',
      'codegen/cache/cache.ts':
        "import type { Model } from '../model.ts';\nexport const cache = new Map<string, Model>();\n",
    });
    const run = checkCycles(root);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('no import cycle in 7 files, no folder loop in 6 nodes\n');
    expect(run.status).toBe(0);
  });

  test('a folder that does not exist, or holds no .ts file, is an error that names it, exit 2', () => {
    const missing = checkCycles(path.join(scratch, 'missing'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(`import-cycles: ${path.join(scratch, 'missing')} is not a folder\n`);
    const empty = tree('empty', { 'notes.md': '# not source\n' });
    const none = checkCycles(empty);
    expect(none.status).toBe(2);
    expect(none.stderr).toBe(`import-cycles: no .ts file under ${empty}\n`);
  });
});
