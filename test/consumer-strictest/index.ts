// Reaches every public entry point, so the strictest flags in tsconfig.json run over all the source a user's tsc sees.
// Add a line here when a package's exports map gains an entry.
export * as core from '@fw/core';
export * as corePlugin from '@fw/core/plugin';
export * as coreMethods from '@fw/core/methods';
export * as corePath from '@fw/core/path';
export * as coreNode from '@fw/core/node';
export * as staticFiles from '@fw/static';
export * as websocket from '@fw/websocket';
export * as client from '@fw/client';
export * as clientHttp from '@fw/client/http';
export * as clientCodegen from '@fw/client/codegen';
export * as clientBundler from '@fw/client/bundler';
export * as clientOpenapi from '@fw/client/openapi';
