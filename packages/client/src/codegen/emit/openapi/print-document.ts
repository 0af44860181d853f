import type { OperationPiece } from '../../cache/operation-record.ts';
import type { SchemaRecord } from '../../cache/schema-store.ts';
import { componentCode, filledText, hole } from '../../json-schema/holes.ts';
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
 * ids made unique, components named over the whole document, then the pieces' holes filled. Given the generator's
 * `last` document, only what differs from it is done again.
 * @example
 * printOpenApiDocument(parts, { title: 'Users API' }).operations; // 12
 */
export function printOpenApiDocument(
  parts: DocumentParts,
  options: OpenApiDocumentOptions = {},
  last: LastDocument = new LastDocument(),
): { text: string; operations: number } {
  const ids = new Set<string>();
  const methods = new Map<string, Set<string>>();
  const operations: { readonly piece: OperationPiece; readonly id: string; readonly method: string }[] = [];
  const tags = new Set<string>();
  let secured = false;
  for (const { route, piece } of last.sort(parts.routes)) {
    const id = uniqueId(piece, ids);
    let taken = methods.get(piece.path);
    if (!taken) methods.set(piece.path, (taken = new Set()));
    if (taken.has(route.method)) continue;
    taken.add(route.method);
    operations.push({ piece, id, method: route.method });
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
  const schemaNames = [...bodies.keys()].sort(compare);
  const scheme = secured ? (options.securityScheme ?? DEFAULT_SECURITY_SCHEME) : undefined;
  const title = options.title ?? 'API';
  const version = options.version ?? '1.0.0';
  // Everything the skeleton is made from, in turn: while it is the same list, so is the skeleton.
  const shape = [title, version, JSON.stringify(scheme ?? null), String(tags.size), ...tags];
  shape.push(String(schemaNames.length), ...schemaNames);
  for (const { piece, method } of operations) shape.push(piece.path, method);
  const skeleton = () => {
    const paths: Record<string, Record<string, string>> = {};
    operations.forEach(({ piece, method }, index) => {
      (paths[piece.path] ??= {})[method] = hole(`p${index}`);
    });
    const document = {
      openapi: '3.1.1',
      info: { title, version },
      tags: [...tags].map((name) => ({ name })),
      paths,
      components: {
        schemas: Object.fromEntries(schemaNames.map((name, index) => [name, hole(`s${index}`)])),
        ...(scheme ? { securitySchemes: { [SECURITY_NAME]: scheme } } : {}),
      },
    };
    return `${JSON.stringify(document, null, 2)}\n`;
  };
  const fillInner = (code: string): string => filling.get(code) ?? '';
  const text = last.write(shape, skeleton, (code) => {
    const index = Number(code.slice(1));
    if (!code.startsWith('p')) {
      const body = bodies.get(schemaNames[index] ?? '') ?? [];
      return last.filling(body, '', () => filledText(body, fillInner));
    }
    const { piece, id } = operations[index] as (typeof operations)[number];
    return last.filling(piece, id, () => {
      filling.set(OPERATION_ID_CODE, JSON.stringify(id).slice(1, -1));
      return filledText(piece.text, fillInner);
    });
  });
  return { text, operations: operations.length };
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
