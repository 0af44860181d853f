import type { AsyncApiSchema } from './schema-form.ts';

export type { AsyncApiDocumentOptions } from '../../options.ts';
export type { AsyncApiSchema, AsyncApiSchemaObject } from './schema-form.ts';

/** A `$ref` to another part of the document. */
export interface ReferenceObject {
  $ref: string;
}

/** Where the app accepts connections: `ws` or `wss`, its host, and a path before the gateways' when it has one. */
export interface ServerObject {
  host: string;
  protocol: 'ws' | 'wss';
  pathname?: string;
  description: string;
}

/** One frame a gateway takes or sends: the whole JSON envelope as its payload. */
export interface MessageObject {
  /** The frame's `event`; absent for a message that stands for any event. */
  name?: string;
  title: string;
  summary?: string;
  description?: string;
  /** Where an ack's id is: `id` in the frame asking for one, `ack` in the answer. */
  correlationId?: { location: string };
  payload: AsyncApiSchema;
}

/** One gateway: its path, and every frame that travels on it, both ways. */
export interface ChannelObject {
  address: string;
  title: string;
  summary?: string;
  description?: string;
  messages: Record<string, MessageObject>;
  bindings: { ws: { method: 'GET'; bindingVersion: '0.1.0' } };
}

/** `receive`: a client-to-server event the gateway handles; `send`: an event the gateway emits. */
export interface OperationObject {
  action: 'send' | 'receive';
  channel: ReferenceObject;
  title: string;
  summary?: string;
  description?: string;
  messages: ReferenceObject[];
  /** The ack, sent on the same connection when the frame carries an `id`. */
  reply?: { channel: ReferenceObject; messages: ReferenceObject[] };
}

/** The AsyncAPI 3.0 document written from the scan's gateways. */
export interface AsyncApiDocumentObject {
  asyncapi: '3.0.0';
  info: { title: string; version: string; description: string };
  defaultContentType: 'application/json';
  servers: Record<string, ServerObject>;
  channels: Record<string, ChannelObject>;
  operations: Record<string, OperationObject>;
  components: { schemas: Record<string, AsyncApiSchema> };
}
