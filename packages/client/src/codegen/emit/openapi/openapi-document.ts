import type ts from 'typescript';
import { JsonSchemaConverter } from '../../json-schema/converter.ts';
import type { CodegenWarning, LeafShape, RouteShape, ScopeShape } from '../../model.ts';
import { writeOperation } from './operation.ts';
import { toOpenApiPath } from './operation.ts';
import {
  DEFAULT_SECURITY_SCHEME,
  SECURITY_NAME,
  type OpenApiDocumentObject,
  type OpenApiDocumentOptions,
  type OperationObject,
  type Schema,
} from './options.ts';

/** What the document is written from: the scan's routes with their leaves and covering scopes. */
export interface OpenApiInput {
  readonly checker: ts.TypeChecker;
  readonly root: string;
  readonly warnings: CodegenWarning[];
  readonly routes: readonly {
    readonly route: RouteShape;
    readonly leaf: LeafShape;
    readonly covering: readonly ScopeShape[];
  }[];
}

/** fw's answer to input a validator or a conversion refuses: 400 `{ statusCode, message, issues? }`. */
const VALIDATION_ERROR: Schema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer', const: 400 },
    message: { type: 'string' },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          message: { type: 'string' },
          path: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
        },
        required: ['message'],
      },
    },
  },
  required: ['statusCode', 'message'],
};

/**
 * The OpenAPI 3.1 document of the routes: one operation each, named types as components.
 * @example
 * const document = writeOpenApiDocument({ checker, root, warnings, routes }, { title: 'Users API' });
 * document.paths['/api/users/{id}']?.get?.operationId; // 'UsersController_findOne'
 */
export function writeOpenApiDocument(input: OpenApiInput, options: OpenApiDocumentOptions = {}): OpenApiDocumentObject {
  const converter = new JsonSchemaConverter(input.checker, { root: input.root, warnings: input.warnings });
  let validationName: string | undefined;
  const validation = {
    status: 400,
    schema: (): Schema => {
      validationName ??= 'ValidationErrorBody';
      return { $ref: `#/components/schemas/${validationName}` };
    },
  };
  const context = { converter, checker: input.checker, validation };
  const routes = [...input.routes].sort(
    (a, b) => compare(a.route.path, b.route.path) || compare(a.route.method, b.route.method),
  );
  const ids = new Set<string>();
  const paths: Record<string, Record<string, OperationObject>> = {};
  const tags = new Set<string>();
  let secured = false;
  for (const { route, leaf, covering } of routes) {
    const operationId = uniqueId(`${route.controller}_${route.handler}`, ids);
    const operation = writeOperation({ route, leaf, covering, operationId }, context);
    const item = (paths[toOpenApiPath(route.path)] ??= {});
    if (item[route.method]) continue;
    item[route.method] = operation;
    tags.add(route.controller);
    secured ||= operation.security !== undefined;
  }
  const schemas = converter.components();
  if (validationName) {
    // A user's own type of that name keeps it: fw's body takes a free one.
    if (schemas[validationName]) validationName = 'ValidationErrorBody_fw';
    schemas[validationName] = VALIDATION_ERROR;
  }
  const document: OpenApiDocumentObject = {
    openapi: '3.1.1',
    info: { title: options.title ?? 'API', version: options.version ?? '1.0.0' },
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: { schemas: sortKeys(schemas) },
  };
  if (secured)
    document.components.securitySchemes = { [SECURITY_NAME]: options.securityScheme ?? DEFAULT_SECURITY_SCHEME };
  return validationName === 'ValidationErrorBody' ? document : renameValidation(document, validationName);
}

function uniqueId(base: string, ids: Set<string>): string {
  let id = base.replace(/[^A-Za-z0-9_.-]/g, '_');
  for (let n = 2; ids.has(id); n++) id = `${base}_${n}`;
  ids.add(id);
  return id;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => compare(a, b)));
}

// The references were handed out before the components were known; rare enough to rewrite the text.
function renameValidation(document: OpenApiDocumentObject, name: string | undefined): OpenApiDocumentObject {
  if (!name) return document;
  const text = JSON.stringify(document.paths).replaceAll(
    '"#/components/schemas/ValidationErrorBody"',
    `"#/components/schemas/${name}"`,
  );
  return { ...document, paths: JSON.parse(text) };
}
