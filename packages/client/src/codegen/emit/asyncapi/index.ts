export { type AsyncApiInput, writeAsyncApiDocument } from './asyncapi-document.ts';
export type { AsyncApiDocumentObject, AsyncApiDocumentOptions } from './options.ts';
