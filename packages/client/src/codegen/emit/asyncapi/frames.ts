import type { JsonSchema, JsonSchemaObject } from '../../json-schema/schema.ts';

// `@fw/websocket`'s wire format (its `wire/envelope.ts`, README "Acknowledgements"): JSON text frames
// `{ event, data }` both ways, `data` left out when undefined; an `id` asks for an ack, answered on the same
// connection as `{ event, data, ack }` (`data` null for no value) or `{ event, ack, error }`.

/** What a frame's `event` holds: one name, or any string. */
export type EventSchema = { const: string } | { type: 'string' };

/** A frame's `data`: its schema, and whether the frame always carries it. */
export interface FrameData {
  readonly schema: JsonSchema;
  readonly required: boolean;
}

const ACK_ID: JsonSchemaObject = {
  type: ['string', 'number', 'null'],
  description: 'Asks for an ack when a string or a number: the answer carries it back as `ack`.',
};

const ACKED_ID: JsonSchemaObject = { type: ['string', 'number'], description: 'The `id` of the frame answered.' };

/** The core's JSON error body, which an error ack carries: an `HttpException`'s own fields are kept. */
const ERROR_BODY: JsonSchemaObject = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
  required: ['statusCode', 'message'],
};

/**
 * A frame a client sends to a `@SubscribeMessage(event)` handler; no `data` schema when no handler reads it.
 * @example
 * toClientFrame('add', { schema: { $ref: '#/components/schemas/Pair' }, required: true });
 * // { type: 'object', properties: { event: { const: 'add' }, data: {...}, id: {...} }, required: ['event', 'data'] }
 */
export function toClientFrame(event: string, data: FrameData | undefined): JsonSchemaObject {
  return toFrame({ const: event }, data, { id: ACK_ID });
}

/** A frame the server sends: an `emits` event, or any event for a gateway that declares none. */
export function toServerFrame(event: EventSchema, data: FrameData | undefined): JsonSchemaObject {
  return toFrame(event, data, {});
}

/** The ack of a frame with an `id`: the first handler's value, `null` for none. */
export function toAckFrame(event: string, data: JsonSchema): JsonSchemaObject {
  return {
    type: 'object',
    properties: { event: { const: event }, data, ack: ACKED_ID },
    required: ['event', 'data', 'ack'],
  };
}

/** The ack of a frame whose handler threw: the error as the core would answer it over HTTP, no `data`. */
export function toErrorAckFrame(event: string): JsonSchemaObject {
  return {
    type: 'object',
    properties: { event: { const: event }, ack: ACKED_ID, error: ERROR_BODY },
    required: ['event', 'ack', 'error'],
  };
}

function toFrame(event: EventSchema, data: FrameData | undefined, extra: Record<string, JsonSchema>): JsonSchemaObject {
  const properties: Record<string, JsonSchema> = { event, ...(data ? { data: data.schema } : {}), ...extra };
  return { type: 'object', properties, required: data?.required ? ['event', 'data'] : ['event'] };
}
