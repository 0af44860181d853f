import type { CodegenWarning } from './model.ts';
import { writeOpenApiDocument } from './emit/openapi/openapi-document.ts';
import type { OpenApiDocumentObject, OpenApiDocumentOptions } from './emit/openapi/options.ts';
import { type GenerateOptions, resolveOptions } from './options.ts';
import { scanShapes } from './shapes.ts';

/**
 * The API's OpenAPI 3.1 document from one cold scan, written nowhere (`fw-client openapi` writes it).
 * @example
 * const { document } = createOpenApiDocument({ root: 'api' });
 * Object.keys(document.paths); // ['/api/users', '/api/users/{id}']
 */
export function createOpenApiDocument(options: GenerateOptions & OpenApiDocumentOptions = {}): {
  document: OpenApiDocumentObject;
  warnings: readonly CodegenWarning[];
} {
  const scanned = scanShapes(options);
  const warnings = [...scanned.warnings];
  const routes = scanned.routes.flatMap(({ route, leaf, covering }) => (leaf ? [{ route, leaf, covering }] : []));
  const root = resolveOptions(options).root;
  const document = writeOpenApiDocument({ checker: scanned.program.getTypeChecker(), root, warnings, routes }, options);
  return { document, warnings };
}
