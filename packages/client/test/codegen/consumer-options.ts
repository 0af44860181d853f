import ts from 'typescript';

/**
 * How the tests type-check a frontend that imports a generated contract: strict, the browser's
 * library, no ambient `@types` (so nothing of the server's runtime leaks into the check).
 */
export const CONSUMER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.Preserve,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
};
