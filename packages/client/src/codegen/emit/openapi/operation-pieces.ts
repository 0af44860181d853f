import type ts from 'typescript';
import type { OperationPiece } from '../../cache/operation-record.ts';
import type { ReplayOrder } from '../../cache/replay-order.ts';
import { SchemaStore } from '../../cache/schema-store.ts';
import { SCHEMA_PREFIX } from '../../json-schema/components.ts';
import { JsonSchemaConverter } from '../../json-schema/converter.ts';
import { hole, splitHoles } from '../../json-schema/holes.ts';
import type { CodegenWarning, LeafShape, RouteShape, ScopeShape } from '../../model.ts';
import { type OperationContext, toOpenApiPath, toOperationId, toSafeOperationId, writeOperation } from './operation.ts';

/** Operations and components sit three levels deep in the document: `paths./users.get`, `components.schemas.User`. */
const PIECE_OPEN = '{\n  "a": {\n    "b": {\n      "c": ';
const PIECE_CLOSE = '\n    }\n  }\n}';

/** The hole of an operation's `operationId`, unique only once every route is known. */
export const OPERATION_ID_CODE = 'o';
/** The hole of fw's validation error body's name, which a user's type of that name displaces. */
export const VALIDATION_CODE = 'v';

/** What the converter of a document is given: where bodies are kept, and the generation's type order. */
export interface PieceOptions {
  readonly checker: ts.TypeChecker;
  readonly root: string;
  readonly warnings: CodegenWarning[];
  readonly store?: SchemaStore;
  readonly pinned?: ReadonlySet<ts.Type>;
  readonly order?: ReplayOrder;
}

/**
 * The converter and what every operation shares, writing text pieces the document is assembled from.
 * @example
 * const context = createPieceContext({ checker, root, warnings });
 * writeOperationPiece(route, leaf, covering, context).text; // ['{\n        "operationId": "', 'o', ...]
 */
export function createPieceContext(options: PieceOptions): OperationContext {
  const converter = new JsonSchemaConverter(options.checker, {
    root: options.root,
    warnings: options.warnings,
    records: {
      store: options.store ?? new SchemaStore(),
      write: toPieceText,
      pinned: options.pinned ?? new Set(),
      ...(options.order ? { order: options.order } : {}),
    },
  });
  const validation = { status: 400, schema: () => ({ $ref: SCHEMA_PREFIX + hole(VALIDATION_CODE) }) };
  return { converter, checker: options.checker, validation };
}

/** One route's operation as text, its id and the names of its components left as holes. */
export function writeOperationPiece(
  route: RouteShape,
  leaf: LeafShape,
  covering: readonly ScopeShape[],
  context: OperationContext,
): OperationPiece {
  const operation = writeOperation({ route, leaf, covering, operationId: hole(OPERATION_ID_CODE) }, context);
  const secured = operation.security !== undefined;
  const id = toOperationId(route);
  const path = toOpenApiPath(route.path);
  return { text: toPieceText(operation), secured, path, id, safeId: toSafeOperationId(id) };
}

/** JSON text as `JSON.stringify(document, null, 2)` writes it three levels deep, split at its holes. */
export function toPieceText(value: unknown): readonly string[] {
  // Indented by the writer at that depth: no second pass over the text to indent it.
  const nested = JSON.stringify({ a: { b: { c: value } } }, null, 2);
  return splitHoles(nested.slice(PIECE_OPEN.length, nested.length - PIECE_CLOSE.length));
}
