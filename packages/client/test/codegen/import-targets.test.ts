import { afterAll, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { ImportTargets } from '../../src/codegen/program/import-targets.ts';

const root = mkdtempSync(path.join(tmpdir(), 'fw-import-targets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
write('models/index.ts', 'export interface Model { id: string }');
mkdirSync(path.join(root, 'node_modules/@mono'), { recursive: true });
symlinkSync(path.join(root, 'models'), path.join(root, 'node_modules/@mono/models'), 'dir');
write('b.ts', 'export interface B { b: number }');
write('c.ts', 'export interface C { c: number }');
write('d.ts', 'export interface D { d: number }');
write(
  'a.ts',
  [
    "import type { B } from './b.ts';",
    "export type { C } from './c';",
    "import type { Model } from '@mono/models';",
    "import type { Gone } from './missing.ts';",
    "export type D = import('./d.ts').D;",
    'export type All = [B, Model, Gone];',
  ].join('\n'),
);
const options: ts.CompilerOptions = {
  module: ts.ModuleKind.Preserve,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  noEmit: true,
  strict: true,
};
// A host that parses each file once, as the generator's does: an unchanged file is the same object in the next program.
const host = ts.createCompilerHost(options);
const parsed = new Map<string, ts.SourceFile | undefined>();
const parse = host.getSourceFile.bind(host);
host.getSourceFile = (name, version) => {
  if (!parsed.has(name)) parsed.set(name, parse(name, version));
  return parsed.get(name);
};
const program = ts.createProgram([path.join(root, 'a.ts')], options, host);
const file = program.getSourceFile(path.join(root, 'a.ts'));
const names = (targets: readonly string[]) => targets.map((target) => path.relative(root, target));
const expected = ['b.ts', 'c.ts', 'models/index.ts', 'd.ts'];

test("each import's file, from the program's resolutions: relative, extensionless, a symlinked package, import()", () => {
  if (!file) throw new Error('a.ts is not in the program');
  expect(names(new ImportTargets().read(file, program, program.getTypeChecker()))).toEqual(expected);
});

test('the same files through the checker where the program keeps no resolutions', () => {
  if (!file) throw new Error('a.ts is not in the program');
  // What a TypeScript without the program's resolution fields would offer.
  const bare = new Proxy(program, {
    get: (target, key) => (key === 'resolvedModules' ? undefined : Reflect.get(target, key)),
  });
  expect(names(new ImportTargets().read(file, bare, program.getTypeChecker()))).toEqual(expected);
});

test('kept for the same file and resolutions, read again when the program resolved the file again', () => {
  if (!file) throw new Error('a.ts is not in the program');
  const imports = new ImportTargets();
  const first = imports.read(file, program, program.getTypeChecker());
  imports.endProgram();
  expect(imports.read(file, program, program.getTypeChecker())).toBe(first);
  imports.endProgram();
  write('missing.ts', 'export interface Gone { gone: true }');
  // The file did not change, but a module it names now exists (a new root, as the glob lists it): resolved again.
  const next = ts.createProgram([path.join(root, 'a.ts'), path.join(root, 'missing.ts')], options, host, program);
  expect(next.getSourceFile(path.join(root, 'a.ts'))).toBe(file);
  expect(names(imports.read(file, next, next.getTypeChecker()))).toEqual([
    'b.ts',
    'c.ts',
    'models/index.ts',
    'missing.ts',
    'd.ts',
  ]);
});
