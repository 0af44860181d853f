export { DOCS_PACKAGE } from './docs-assets.ts';
export { OpenApiError, type OpenApiErrorCode } from './openapi-error.ts';
export { OpenApi, type OpenApiPlugin, type OpenApiPluginHost } from './openapi-plugin.ts';
export type { AsyncApiDocument, OpenApiDocument, OpenApiOptions, StandardJsonSchema } from './options.ts';
export { readStandardJsonSchema, type SchemaForm } from './standard-schemas.ts';
