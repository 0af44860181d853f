import { writeDocumentFile } from './emit/write-document-file.ts';
import { writeOpenApiDocument } from './emit/openapi/openapi-document.ts';
import type { OpenApiDocumentObject, OpenApiDocumentOptions } from './emit/openapi/options.ts';
import type { CodegenWarning } from './model.ts';
import { type GenerateOptions, resolveOptions } from './options.ts';
import { type ScannedShapes, scanShapes } from './shapes.ts';
import { sortWarnings } from './report/warning.ts';

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
  return toOpenApiDocument(scanShapes(options), options);
}

/** The document of shapes already read; the converter's warnings join the scan's. */
export function toOpenApiDocument(
  scanned: ScannedShapes,
  options: OpenApiDocumentOptions,
): { document: OpenApiDocumentObject; warnings: CodegenWarning[] } {
  const warnings = [...scanned.warnings];
  const routes = scanned.routes.flatMap(({ route, leaf, covering }) => (leaf ? [{ route, leaf, covering }] : []));
  const checker = scanned.program.getTypeChecker();
  const document = writeOpenApiDocument({ checker, root: scanned.root, warnings, routes }, options);
  return { document, warnings: sortWarnings(warnings) };
}

/**
 * `fw-client openapi`: the document written to `output` (default `openapi.json` in `root`), unless a file does
 * not parse or no route is found; the `openapi` option is not read here.
 * @example
 * writeOpenApiFile({ root: 'api', output: 'openapi.json' }).summary; // '@fw/client: wrote openapi.json: 12 operations'
 */
export function writeOpenApiFile(options: GenerateOptions & OpenApiDocumentOptions): {
  summary: string;
  operations: number;
  warnings: readonly CodegenWarning[];
} {
  const started = performance.now();
  const { openapi: _ignored, ...scanOptions } = options;
  const resolved = resolveOptions({ ...scanOptions, output: options.output ?? 'openapi.json' });
  const scanned = scanShapes(scanOptions);
  const { document, warnings } = toOpenApiDocument(scanned, options);
  const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
  const broken = scanned.program.getSyntacticDiagnostics().length > 0;
  const found = { count: operations, label: `${operations} operations`, none: 'no route found' };
  const { summary, skipped } = writeDocumentFile(resolved.output, document, found, broken, started);
  return { summary, operations: skipped ? 0 : operations, warnings };
}
