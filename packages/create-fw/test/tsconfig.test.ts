// The templates write their tsconfig out (Bun ignores an `extends` by package name), so nothing ties
// them to @fw/core's preset but this test: the options are the preset's.
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO, TEMPLATES } from './support/paths.ts';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const compilerOptions = (file: string): Record<string, unknown> => readJson(file).compilerOptions;
const preset = compilerOptions(path.join(REPO, 'packages/core/tsconfig.preset.json'));

test('the api template compiles with the @fw/core preset', () => {
  expect(compilerOptions(path.join(TEMPLATES, 'api/tsconfig.json'))).toEqual(preset);
});

test("the fullstack template compiles with the preset, plus Vite's client types for web/", () => {
  expect(compilerOptions(path.join(TEMPLATES, 'fullstack/tsconfig.json'))).toEqual({
    ...preset,
    types: ['bun', 'vite/client'],
  });
});

test("the api-node template: the preset's checks and decorators, emitting for Node (NodeNext, dist/, .ts imports rewritten)", () => {
  const { module: _, moduleResolution: __, types: ___, noEmit, allowImportingTsExtensions, ...kept } = preset;
  expect([noEmit, allowImportingTsExtensions]).toEqual([true, true]);
  expect(compilerOptions(path.join(TEMPLATES, 'api-node/tsconfig.json'))).toEqual({
    ...kept,
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    types: ['node'],
    rewriteRelativeImportExtensions: true,
    outDir: 'dist',
    rootDir: '.',
  });
});

test("the fullstack-node template: the preset with Node's and Vite's types to check; api/ builds as api-node", () => {
  expect(compilerOptions(path.join(TEMPLATES, 'fullstack-node/tsconfig.json'))).toEqual({
    ...preset,
    types: ['node', 'vite/client'],
  });
  expect(compilerOptions(path.join(TEMPLATES, 'fullstack-node/api/tsconfig.json'))).toEqual({
    ...compilerOptions(path.join(TEMPLATES, 'api-node/tsconfig.json')),
    outDir: '../dist',
    rootDir: '..',
  });
});

test('none extends anything', () => {
  for (const template of ['api', 'api-node', 'fullstack', 'fullstack-node', 'fullstack-node/api']) {
    expect(readJson(path.join(TEMPLATES, template, 'tsconfig.json')).extends).toBeUndefined();
  }
});
