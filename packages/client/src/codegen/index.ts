export { createGenerator, generate, type Generator } from './generator.ts';
export type { CodegenWarning, ContractRouteInfo, GenerateReport } from './model.ts';
export { DEFAULT_GLOB, DEFAULT_OUTPUT, type GenerateOptions, type ResolvedOptions } from './options.ts';
export { CodegenError, type CodegenErrorCode } from './report/codegen-error.ts';
export { isNoRoutesWarning, isSyntaxWarning, WARNING_PREFIX } from './report/warning.ts';
export { watchContract, type ContractWatcher, type WatchListener } from './watch/watch-contract.ts';
