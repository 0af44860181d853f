/** Why `OpenApi()` cannot serve: a bad option, a document it cannot read, the docs page's package missing. */
export type OpenApiErrorCode =
  | 'OPTION_INVALID'
  | 'DOCUMENT_UNREADABLE'
  | 'DOCUMENT_INVALID'
  | 'SCHEMA_INVALID'
  | 'DOCS_PACKAGE_MISSING';

/**
 * Thrown by `OpenApi()` (a bad option) or at `listen()` (the document, a schema, the docs page), prefixed `@fw/client`.
 * @example
 * try { await app.listen(0); } catch (error) {
 *   if (error instanceof OpenApiError && error.code === 'DOCS_PACKAGE_MISSING') console.error(error.message);
 * }
 */
export class OpenApiError extends Error {
  readonly code: OpenApiErrorCode;

  constructor(code: OpenApiErrorCode, message: string, options?: ErrorOptions) {
    super(`@fw/client: ${message}`, options);
    this.name = 'OpenApiError';
    this.code = code;
  }
}
