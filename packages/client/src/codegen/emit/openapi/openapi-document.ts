import type ts from 'typescript';
import type { CodegenWarning, LeafShape, RouteShape, ScopeShape } from '../../model.ts';
import { createPieceContext, writeOperationPiece } from './operation-pieces.ts';
import type { OpenApiDocumentObject, OpenApiDocumentOptions } from './options.ts';
import { printOpenApiDocument } from './print-document.ts';

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

/**
 * The OpenAPI 3.1 document of the routes: one operation each, named types as components.
 * @example
 * const document = writeOpenApiDocument({ checker, root, warnings, routes }, { title: 'Users API' });
 * document.paths['/api/users/{id}']?.get?.operationId; // 'UsersController_findOne'
 */
export function writeOpenApiDocument(input: OpenApiInput, options: OpenApiDocumentOptions = {}): OpenApiDocumentObject {
  const context = createPieceContext({ checker: input.checker, root: input.root, warnings: input.warnings });
  const routes = input.routes.map(({ route, leaf, covering }) => ({
    route,
    piece: writeOperationPiece(route, leaf, covering, context),
  }));
  // The text is the one the generator writes: the object is read back from it.
  const { text } = printOpenApiDocument({ routes, schemas: context.converter.records() }, options);
  return JSON.parse(text) as OpenApiDocumentObject;
}
