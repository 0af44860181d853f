import ts from 'typescript';
import type { JsonSchemaConverter } from '../../json-schema/converter.ts';
import type { LeafShape, ResponseShape, TypeShape } from '../../model.ts';
import { readSuccessStatuses } from '../../scan/read-doc.ts';
import type { MediaTypeObject, ResponseObject, Schema } from './options.ts';

const EMPTY = ts.TypeFlags.Void | ts.TypeFlags.Undefined | ts.TypeFlags.Null;
const JSON_TYPE = 'application/json';
const BYTES = 'application/octet-stream';
const TEXT_TYPE = 'text/plain';

/** The reason phrases a reader expects beside a status; others read `HTTP <status>`. */
const REASONS: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
};

/**
 * Each success status with the handler's value as JSON carries it (204 without content), streams by media type.
 * @example
 * readSuccessResponses('post', leaf, converter); // { '201': { description: 'Created', content: {...} } }
 */
export function readSuccessResponses(
  method: string,
  leaf: LeafShape,
  converter: JsonSchemaConverter,
): Record<string, ResponseObject> {
  const responses: Record<string, ResponseObject> = {};
  for (const status of readSuccessStatuses(method, leaf)) {
    const content = status === 204 ? undefined : readContent(leaf.response, converter);
    responses[String(status)] = { description: describe(status), ...(content ? { content } : {}) };
  }
  return responses;
}

/** Declared error bodies per status, any of them; an undeclared validation status gets fw's body. */
export function readErrorResponses(
  errors: ReadonlyMap<number, readonly TypeShape[]>,
  converter: JsonSchemaConverter,
): Record<string, ResponseObject> {
  const responses: Record<string, ResponseObject> = {};
  for (const status of [...errors.keys()].sort((a, b) => a - b)) {
    const bodies = errors.get(status) ?? [];
    const schemas = bodies.map((body) => converter.convert(body.type, body.node));
    const unique = [...new Map(schemas.map((schema) => [JSON.stringify(schema), schema])).values()];
    const schema = unique.length === 1 && unique[0] !== undefined ? unique[0] : { anyOf: unique };
    responses[String(status)] = { description: describe(status), content: { [JSON_TYPE]: { schema } } };
  }
  return responses;
}

export function describe(status: number): string {
  return REASONS[status] ?? `HTTP ${status}`;
}

function readContent(shape: ResponseShape, converter: JsonSchemaConverter): Record<string, MediaTypeObject> {
  if (shape.kind === 'unknown') return { [JSON_TYPE]: { schema: {} } };
  if (shape.kind === 'stream') return readStreamContent(shape, converter);
  const data = shape.members.filter((member, index) => !shape.bodies[index] && !(member.flags & EMPTY));
  const content: Record<string, MediaTypeObject> = {};
  const nulls = shape.members.some((member) => member.flags & EMPTY);
  // fw answers a string as text (`text/plain`), anything else as JSON.
  const texts = data.filter((member) => member.flags & ts.TypeFlags.StringLike);
  const json = data.filter((member) => !(member.flags & ts.TypeFlags.StringLike));
  if (texts.length > 0) content[TEXT_TYPE] = { schema: converter.convertUnion(texts, shape.node) };
  if (json.length > 0) {
    const schema = converter.convertUnion(json, shape.node);
    content[JSON_TYPE] = { schema: nulls ? { anyOf: [schema, { type: 'null' }] } : schema };
  }
  if (shape.bodies.some(Boolean)) content[BYTES] = { schema: { type: 'string', contentMediaType: BYTES } as Schema };
  if (Object.keys(content).length === 0) content[JSON_TYPE] = { schema: { type: 'null' } };
  return content;
}

// Server-sent events or NDJSON of JSON items (each item's schema beside the text); raw chunks as bytes.
function readStreamContent(
  shape: Extract<ResponseShape, { kind: 'stream' }>,
  converter: JsonSchemaConverter,
): Record<string, MediaTypeObject> {
  const item = () => (shape.items.length === 0 || shape.raw ? {} : converter.convertUnion(shape.items, shape.node));
  if (shape.eventStream)
    return {
      'text/event-stream': {
        schema: { type: 'string', description: 'Server-sent events, each data line JSON of x-itemSchema' },
        'x-itemSchema': item(),
      },
    };
  if (!shape.generator || shape.items.length === 0 || shape.raw) return { [BYTES]: { schema: {} } };
  return {
    'application/x-ndjson': {
      schema: { type: 'string', description: 'One JSON value of x-itemSchema per line' },
      'x-itemSchema': item(),
    },
  };
}
