export { createGenerator, generate, type ContractRouteInfo, type GenerateReport, type Generator } from './generator.ts';
export { DEFAULT_GLOB, DEFAULT_OUTPUT, type GenerateOptions, type ResolvedOptions } from './options.ts';
export { CodegenError, type CodegenErrorCode } from './codegen-error.ts';
export { isNoRoutesWarning, isSyntaxWarning, WARNING_PREFIX, type CodegenWarning } from './warning.ts';
export { watchContract, type ContractWatcher, type WatchListener } from './watch.ts';
