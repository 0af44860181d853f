import { requireTypeScript } from './program/require-typescript.ts';

// `typescript` is an optional peer: without it this entry says how to install it, not Node's module error.
await requireTypeScript();
const { createGenerator, generate } = await import('./generator.ts');
const { watchContract } = await import('./watch/watch-contract.ts');
const { createOpenApiDocument } = await import('./openapi.ts');
const { createAsyncApiDocument } = await import('./asyncapi.ts');
const { isNoRoutesWarning, isSyntaxWarning, WARNING_PREFIX } = await import('./report/warning.ts');

export {
  createAsyncApiDocument,
  createGenerator,
  createOpenApiDocument,
  generate,
  isNoRoutesWarning,
  isSyntaxWarning,
  WARNING_PREFIX,
  watchContract,
};
export type { Generator } from './generator.ts';
export type { OpenApiDocumentObject, OpenApiDocumentOptions } from './emit/openapi/options.ts';
export type { AsyncApiDocumentObject, AsyncApiDocumentOptions } from './emit/asyncapi/options.ts';
export type { CodegenWarning, ContractRouteInfo, GenerateReport } from './model.ts';
export { DEFAULT_GLOB, DEFAULT_OUTPUT, type GenerateOptions, type ResolvedOptions } from './options.ts';
export { CodegenError, type CodegenErrorCode } from './report/codegen-error.ts';
export type { ContractWatcher, WatchListener } from './watch/watch-contract.ts';
