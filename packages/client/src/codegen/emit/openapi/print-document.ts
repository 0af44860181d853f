import type { OperationPiece } from '../../cache/operation-record.ts';
import type { SchemaRecord } from '../../cache/schema-store.ts';
import { componentCode, filledText, hole } from '../../json-schema/holes.ts';
import { DocumentPieces, writeObject } from './document-pieces.ts';
import { type DocumentRoute, LastDocument } from './last-document.ts';
import { OPERATION_ID_CODE, toPieceText, VALIDATION_CODE } from './operation-pieces.ts';
import { DEFAULT_SECURITY_SCHEME, SECURITY_NAME, type OpenApiDocumentOptions, type Schema } from './options.ts';

/** What the document is assembled from: each route's operation piece (scan order) and the components they reach. */
export interface DocumentParts {
  readonly routes: readonly DocumentRoute[];
  readonly schemas: readonly SchemaRecord[];
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
const VALIDATION_TEXT = toPieceText(VALIDATION_ERROR);
const VALIDATION_NAME = 'ValidationErrorBody';

/**
 * The OpenAPI 3.1 document's text (`JSON.stringify(document, null, 2)`): operations sorted by path and method,
 * ids made unique, components named over the whole document, then the pieces' holes filled and written in the
 * frame. Given the generator's `last` document, only what differs from it is done again.
 * @example
 * printOpenApiDocument(parts, { title: 'Users API' }).operations; // 12
 */
export function printOpenApiDocument(
  parts: DocumentParts,
  options: OpenApiDocumentOptions = {},
  last: LastDocument = new LastDocument(),
): { text: string; operations: number } {
  const ids = new Set<string>();
  // Each path's operations, paths in the order first met: as the document's object holds them.
  const paths = new Map<string, [string, Operation][]>();
  const tags = new Set<string>();
  let count = 0;
  let secured = false;
  for (const { route, piece } of last.sort(parts.routes)) {
    const id = uniqueId(piece, ids);
    let methods = paths.get(piece.path);
    if (!methods) paths.set(piece.path, (methods = []));
    if (methods.some(([method]) => method === route.method)) continue;
    methods.push([route.method, { piece, id }]);
    count++;
    tags.add(route.controller);
    secured ||= piece.secured;
  }
  const names = last.name(parts.schemas);
  const bodies = new Map<string, readonly string[]>();
  // Each hole's text by its code: the component's name, then fw's validation body's and the operation's id.
  const filling = new Map<string, string>();
  for (const record of parts.schemas) {
    const name = names.get(record.id) ?? '';
    bodies.set(name, record.text);
    filling.set(componentCode(record.id), name);
  }
  let validationName = VALIDATION_NAME;
  // Any operation met asks for it, even one a same path and method drops.
  if (parts.routes.some(({ piece }) => hasCode(piece.text, VALIDATION_CODE))) {
    // A user's own type of that name keeps it: fw's body takes a free one.
    if (bodies.has(validationName)) validationName = `${VALIDATION_NAME}_fw`;
    bodies.set(validationName, VALIDATION_TEXT);
  }
  filling.set(VALIDATION_CODE, validationName);
  const scheme = secured ? (options.securityScheme ?? DEFAULT_SECURITY_SCHEME) : undefined;
  const title = options.title ?? 'API';
  const version = options.version ?? '1.0.0';
  // The document but its paths and schemas, split at their places: kept while what it is made from is the same.
  const frame = last.frame([title, version, JSON.stringify(scheme ?? null), ...tags], () => {
    const document = {
      openapi: '3.1.1',
      info: { title, version },
      tags: [...tags].map((name) => ({ name })),
      paths: hole(PATHS_CODE),
      components: {
        schemas: hole(SCHEMAS_CODE),
        ...(scheme ? { securitySchemes: { [SECURITY_NAME]: scheme } } : {}),
      },
    };
    return `${JSON.stringify(document, null, 2)}\n`;
  });
  const fillInner = (code: string): string => filling.get(code) ?? '';
  const out = new DocumentPieces();
  const writeOperation = ({ piece, id }: Operation) =>
    out.value(
      last.filling(piece, id, () => {
        filling.set(OPERATION_ID_CODE, JSON.stringify(id).slice(1, -1));
        return filledText(piece.text, fillInner);
      }),
    );
  const writeBody = (body: readonly string[]) => out.value(last.filling(body, '', () => filledText(body, fillInner)));
  for (let index = 0; index < frame.length; index++) {
    const piece = frame[index] as string;
    if (index % 2 === 0) out.text(piece);
    else if (piece === PATHS_CODE)
      writeObject(out, paths, 1, (methods) => writeObject(out, methods, 2, writeOperation));
    else writeObject(out, sortedEntries(bodies), 2, writeBody);
  }
  return { text: last.write(out.end()), operations: count };
}

/** The holes of the document's frame where its paths and its schemas go. */
const PATHS_CODE = 'p';
const SCHEMAS_CODE = 's';

interface Operation {
  readonly piece: OperationPiece;
  readonly id: string;
}

function sortedEntries<T>(map: ReadonlyMap<string, T>): [string, T][] {
  return [...map].sort(([a], [b]) => compare(a, b));
}

function hasCode(text: readonly string[], code: string): boolean {
  for (let index = 1; index < text.length; index += 2) if (text[index] === code) return true;
  return false;
}

function uniqueId(piece: OperationPiece, ids: Set<string>): string {
  let id = piece.safeId;
  for (let n = 2; ids.has(id); n++) id = `${piece.id}_${n}`;
  ids.add(id);
  return id;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
