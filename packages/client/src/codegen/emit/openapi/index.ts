export { type OpenApiInput, writeOpenApiDocument } from './openapi-document.ts';
export type { OpenApiDocumentObject, OpenApiDocumentOptions } from './options.ts';
