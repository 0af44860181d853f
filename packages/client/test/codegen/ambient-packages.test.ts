import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test';

// Real compilations on a shared 2-core machine.
setDefaultTimeout(30_000);
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { resolveOptions } from '../../src/codegen/options.ts';
import { ProjectProgram } from '../../src/codegen/program/project-program.ts';

// `types` loads `@types/runtime`, which references `runtime-core`, which imports `runtime-web` as a type; the app
// imports `shared-dtos`, whose docs a document shows.
const FILES: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, types: ['runtime'], lib: ['ES2023'] } }),
  'src/app.ts': "import type { Item } from 'shared-dtos';\nexport type Listed = Item[];\n",
  'node_modules/shared-dtos/package.json': JSON.stringify({ name: 'shared-dtos', types: 'index.d.ts' }),
  'node_modules/shared-dtos/index.d.ts': '/** A stored item. */\nexport interface Item { id: string }\n',
  'node_modules/@types/runtime/package.json': JSON.stringify({ name: '@types/runtime', types: 'index.d.ts' }),
  'node_modules/@types/runtime/index.d.ts':
    '/// <reference types="runtime-core" />\n/** The runtime. */\ndeclare var runtime: RuntimeCore;\n',
  'node_modules/runtime-core/package.json': JSON.stringify({ name: 'runtime-core', types: 'index.d.ts' }),
  'node_modules/runtime-core/index.d.ts':
    "/** The core. */\ninterface RuntimeCore { web: import('runtime-web').Web }\n",
  'node_modules/runtime-web/package.json': JSON.stringify({ name: 'runtime-web', types: 'index.d.ts' }),
  'node_modules/runtime-web/index.d.ts': '/** The web part. */\nexport interface Web { url: string }\n',
};

const root = mkdtempSync(path.join(tmpdir(), 'fw-codegen-ambient-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const [file, text] of Object.entries(FILES)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

function readDocs(program: ts.Program, file: string): string[] {
  const source = program.getSourceFile(path.join(root, file));
  if (!source) throw new Error(`${file} is not in the program`);
  const docs: string[] = [];
  const visit = (node: ts.Node): void => {
    for (const doc of ts.getJSDocCommentsAndTags(node)) if (ts.isJSDoc(doc)) docs.push(String(doc.comment));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return docs;
}

describe('the program parses the runtime declarations without their JSDoc', () => {
  const program = new ProjectProgram(resolveOptions({ root, glob: ['src/**/*.ts'] })).update();
  // Type-checked as tsc would: the runtime's globals are all there.
  const checked = program.getSemanticDiagnostics().map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));

  test('the type checks still see every runtime declaration', () => {
    expect(checked).toEqual([]);
    expect(program.getSourceFile(path.join(root, 'node_modules/runtime-web/index.d.ts'))).toBeDefined();
  });

  test('a package the app imports keeps its docs', () => {
    expect(readDocs(program, 'node_modules/shared-dtos/index.d.ts')).toEqual(['A stored item.']);
  });

  test('the `types` package and all it references or imports are read without docs', () => {
    expect(readDocs(program, 'node_modules/@types/runtime/index.d.ts')).toEqual([]);
    expect(readDocs(program, 'node_modules/runtime-core/index.d.ts')).toEqual([]);
    expect(readDocs(program, 'node_modules/runtime-web/index.d.ts')).toEqual([]);
  });
});
