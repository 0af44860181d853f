import ts from 'typescript';
import type { JsonSchemaConverter } from '../../json-schema/converter.ts';
import { joinSchemas, NULL, type JsonSchema } from '../../json-schema/schema.ts';
import type { GatewayEventShape, GatewayShape, ResponseShape, RouteShape, TypeShape } from '../../model.ts';
import { readDoc } from '../../scan/read-doc.ts';
import { mayBeUndefined, withoutUndefined } from '../../types/undefined-values.ts';
import {
  toAckFrame,
  toClientFrame,
  toErrorAckFrame,
  toServerFrame,
  type EventSchema,
  type FrameData,
} from './frames.ts';
import type { ChannelObject, MessageObject, OperationObject, ReferenceObject } from './options.ts';

const EMPTY = ts.TypeFlags.Void | ts.TypeFlags.Undefined | ts.TypeFlags.Null;
/** AsyncAPI 3.0: the keys of channels, operations and messages match `^[\w\d.\-_]+$`. */
const NOT_IN_KEY = /[^\w.-]+/g;

/** A message before the document names its `$ref`s: its payload as the converter wrote it. */
export type DraftMessage = Omit<MessageObject, 'payload'> & { payload: JsonSchema };

/** One gateway as a channel and its operations, the payloads still the converter's. */
export interface GatewayChannel {
  readonly channel: Omit<ChannelObject, 'messages'> & { messages: Record<string, DraftMessage> };
  readonly operations: Record<string, OperationObject>;
}

/**
 * A gateway as its channel (`id`): one message per `@SubscribeMessage` event with its ack replies, one per
 * `emits` event, and an operation for each (`receive` what the gateway handles, `send` what it emits).
 * @example
 * writeGatewayChannel(chatGateway, 'ChatGateway', converter).operations['ChatGateway.receive.add']?.reply;
 */
export function writeGatewayChannel(shape: GatewayShape, id: string, converter: JsonSchemaConverter): GatewayChannel {
  const messages: Record<string, DraftMessage> = {};
  const operations: Record<string, OperationObject> = {};
  const channel = { $ref: `#/channels/${id}` };
  const add = (key: string, message: DraftMessage): ReferenceObject => {
    const unique = uniqueKey(key, messages);
    messages[unique] = message;
    return { $ref: `#/channels/${id}/messages/${unique}` };
  };
  const operate = (key: string, operation: Omit<OperationObject, 'channel'>) => {
    operations[uniqueKey(`${id}.${key}`, operations)] = { ...operation, channel };
  };
  for (const event of shape.events) {
    const request = add(toKey(event.event), {
      name: event.event,
      title: `${event.event} (to the server)`,
      ...describe(event.doc),
      correlationId: { location: '$message.payload#/id' },
      payload: toClientFrame(event.event, readClientData(event, converter)),
    });
    const ack = add(`${toKey(event.event)}.ack`, {
      name: event.event,
      title: `${event.event} ack`,
      summary: "The first handler's value, null for none, when the frame has an id.",
      correlationId: { location: '$message.payload#/ack' },
      payload: toAckFrame(event.event, readAck(event.ack, converter)),
    });
    const error = add(`${toKey(event.event)}.error`, {
      name: event.event,
      title: `${event.event} error ack`,
      summary: 'A handler threw: the error as the server would answer it over HTTP.',
      correlationId: { location: '$message.payload#/ack' },
      payload: toErrorAckFrame(event.event),
    });
    operate(`receive.${toKey(event.event)}`, {
      action: 'receive',
      title: `Handle ${event.event}`,
      ...describe(event.doc),
      messages: [request],
      reply: { channel, messages: [ack, error] },
    });
  }
  for (const [name, event] of shape.emits?.events ?? []) {
    const doc = readEventDoc(event.node);
    const message = add(`emits.${toKey(name)}`, {
      name,
      title: `${name} (to the client)`,
      ...describe(doc),
      payload: toServerFrame({ const: name }, readData(event, converter)),
    });
    operate(`send.${toKey(name)}`, { action: 'send', title: `Emit ${name}`, ...describe(doc), messages: [message] });
  }
  const other = readOtherEvents(shape, converter);
  if (other) {
    const message = add('emits.anyEvent', other);
    operate('send.anyEvent', { action: 'send', title: 'Emit any event', messages: [message] });
  }
  const declaration = shape.node.parent;
  const doc = ts.isClassDeclaration(declaration) ? readDoc(declaration) : { deprecated: false };
  return {
    channel: {
      address: shape.path,
      title: shape.gateway,
      ...describe(doc),
      messages,
      bindings: { ws: { method: 'GET', bindingVersion: '0.1.0' } },
    },
    operations,
  };
}

/** A name as a key of the document: characters outside `[\w.-]` become `_`. */
export function toKey(name: string): string {
  return name.replace(NOT_IN_KEY, '_') || '_';
}

function uniqueKey(key: string, taken: Readonly<Record<string, unknown>>): string {
  let unique = key;
  for (let n = 2; Object.hasOwn(taken, unique); n++) unique = `${key}_${n}`;
  return unique;
}

// Every handler of the event gets the same data: each one's type must hold (the contract's `&`); a handler that
// takes none reads nothing of it.
function readClientData(event: GatewayEventShape, converter: JsonSchemaConverter): FrameData | undefined {
  const parts = event.data.flatMap((value) => {
    const members = value ? withoutUndefined(value.type) : [];
    if (!value || members.length === 0) return [];
    const required = !value.optional && !mayBeUndefined(value.type);
    return [{ schema: converter.convertUnion(members, value.node), required }];
  });
  if (parts.length === 0) return undefined;
  const schemas = [...new Map(parts.map((part) => [JSON.stringify(part.schema), part.schema])).values()];
  const schema = schemas.length === 1 && schemas[0] !== undefined ? schemas[0] : { allOf: schemas };
  return { schema, required: parts.some((part) => part.required) };
}

// An ack is JSON whatever the value (a string too), and `null` where the handler returns nothing.
function readAck(ack: ResponseShape, converter: JsonSchemaConverter): JsonSchema {
  if (ack.kind !== 'value') return {};
  const values = ack.members.filter((member) => !(member.flags & EMPTY));
  const nulls = values.length < ack.members.length;
  if (values.length === 0) return NULL;
  const schema = converter.convertUnion(values, ack.node);
  return nulls ? joinSchemas([schema, NULL]) : schema;
}

/** An `emits` event's data: left out of the frame where its type allows `undefined`. */
function readData(event: TypeShape, converter: JsonSchemaConverter): FrameData | undefined {
  const members = withoutUndefined(event.type);
  if (members.length === 0) return undefined;
  return { schema: converter.convertUnion(members, event.node), required: !mayBeUndefined(event.type) };
}

// Without `emits` the gateway may send any event; with an index signature, events beyond the named ones.
function readOtherEvents(shape: GatewayShape, converter: JsonSchemaConverter): DraftMessage | undefined {
  const anyEvent: EventSchema = { type: 'string' };
  if (!shape.emits)
    return {
      title: 'Any event (to the client)',
      summary: 'The gateway declares no `emits` member, so it may send any event.',
      payload: toServerFrame(anyEvent, { schema: {}, required: false }),
    };
  const index = shape.emits.index;
  if (!index) return undefined;
  return {
    title: 'Any other event (to the client)',
    summary: "The events of the `emits` member's index signature.",
    payload: toServerFrame(anyEvent, readData(index, converter)),
  };
}

function readEventDoc(node: ts.Node): RouteShape['doc'] {
  return ts.isPropertySignature(node) || ts.isPropertyDeclaration(node) ? readDoc(node) : { deprecated: false };
}

function describe(doc: RouteShape['doc']): { summary?: string; description?: string } {
  const description = [doc.deprecated ? 'Deprecated.' : '', doc.description ?? ''].filter(Boolean).join(' ');
  return { ...(doc.summary ? { summary: doc.summary } : {}), ...(description ? { description } : {}) };
}
