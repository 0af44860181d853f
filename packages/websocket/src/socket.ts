import { isSendableCloseCode } from './wire/close-code.ts';
import { shouldCompress } from './wire/compression.ts';
import { toFrame } from './wire/envelope.ts';
import { wsErrors } from './errors.ts';
import type { AnyEvents, EmitArgs } from './events.ts';
import { toRoomTopic } from './rooms/topics.ts';
import { relay, type ServerSlot } from './server-slot.ts';
import type { Handshake } from './handshake.ts';
import { readRequestId } from '@fw/core';
import type { RawSocket, WireMessage } from './wire/transport.ts';

/** What every socket of one gateway shares. */
export interface NamespaceScope {
  readonly namespace: string;
  readonly publishToSelf: boolean;
  readonly compress: boolean;
  readonly slot: ServerSlot;
}

/** Forgets room membership after the close handlers (the runtime has already unsubscribed). */
export let forgetRooms: (socket: FwSocket<unknown>) => void;
let readScope: (socket: FwSocket<unknown>) => NamespaceScope;

const OPEN = 1;

/**
 * Sends to every subscriber of one room except the socket that created it (spec "`FwSocket` methods").
 * @example
 * socket.to('lobby').emit('joined', { id: socket.id });
 */
export class RoomBroadcaster<Events extends object = AnyEvents> {
  readonly #topic: string;
  readonly #sender: FwSocket<unknown>;

  constructor(sender: FwSocket<unknown>, topic: string) {
    this.#sender = sender;
    this.#topic = topic;
  }

  /** Sends the JSON frame `{ event, data }` to the room. */
  emit(...args: EmitArgs<Events>): void;
  emit(event: string, data?: unknown): void {
    publishExcludingSender(this.#sender, this.#topic, toFrame(event, data));
  }

  /** Sends a raw string or binary message to the room. */
  send(message: WireMessage): void {
    publishExcludingSender(this.#sender, this.#topic, message);
  }
}

/**
 * One connection as a gateway sees it; `Data` is the `@OnUpgrade` guard's value, `Events` the gateway's `emits`.
 * @example
 * @SubscribeMessage('join')
 * join(socket: FwSocket, room: string) {
 *   socket.join(room);
 *   socket.to(room).emit('joined', { id: socket.id });
 * }
 */
export class FwSocket<Data = unknown, Events extends object = AnyEvents, Raw extends RawSocket = RawSocket> {
  readonly id: string = crypto.randomUUID();
  readonly namespace: string;
  readonly remoteAddress: string;
  /** The runtime's own socket object (Bun: `ServerWebSocket`). */
  readonly raw: Raw;
  /** The value the gateway's `@OnUpgrade` guard returned, or undefined. */
  readonly data: Data;
  readonly #scope: NamespaceScope;
  readonly #rooms = new Set<string>();
  readonly #request: Request;
  #handshake: Handshake | undefined;

  constructor(raw: Raw, scope: NamespaceScope, data: Data, request: Request) {
    this.raw = raw;
    this.#scope = scope;
    this.#request = request;
    this.namespace = scope.namespace;
    this.remoteAddress = raw.remoteAddress;
    this.data = data;
  }

  /** The upgrade request (headers, query), for example to authenticate in `@OnOpen`; built on first read. */
  get handshake(): Handshake {
    if (this.#handshake === undefined) {
      const url = new URL(this.#request.url);
      this.#handshake = {
        request: this.#request,
        url,
        headers: this.#request.headers,
        query: url.searchParams,
        remoteAddress: this.remoteAddress,
      };
    }
    return this.#handshake;
  }

  /** The id of the upgrade request (`ctx.requestId` of @fw/core: its `x-request-id`, or generated). */
  get requestId(): string {
    return readRequestId(this.#request);
  }

  /** Rooms this socket belongs to; still readable inside `@OnClose`, emptied after it. */
  get rooms(): string[] {
    return [...this.#rooms];
  }

  get readyState(): number {
    return this.raw.readyState;
  }

  /** Sends `{ event, data }` to this socket. Returns the runtime's send status (bytes, -1 backpressure, 0 dropped). */
  emit(...args: EmitArgs<Events>): number;
  emit(event: string, data?: unknown): number {
    const frame = toFrame(event, data);
    return this.raw.send(frame, shouldCompress(this.#scope.compress, frame));
  }

  /** Sends a raw string, `ArrayBuffer` or `Uint8Array`; returns the runtime's send status. */
  send(message: WireMessage, compress?: boolean): number {
    return this.raw.send(message, compress ?? shouldCompress(this.#scope.compress, message));
  }

  /** Subscribes to a room of this socket's namespace. Ignored once the socket is closing. */
  join(room: string): void {
    if (this.raw.readyState !== OPEN) return;
    this.raw.subscribe(toRoomTopic(this.namespace, room));
    this.#rooms.add(room);
  }

  leave(room: string): void {
    if (!this.#rooms.delete(room)) return;
    if (this.raw.readyState === OPEN) this.raw.unsubscribe(toRoomTopic(this.namespace, room));
  }

  isSubscribed(room: string): boolean {
    return this.#rooms.has(room);
  }

  /** A broadcaster to every member of `room` in this namespace except this socket. */
  to(room: string): RoomBroadcaster<Events> {
    return new RoomBroadcaster(this, toRoomTopic(this.namespace, room));
  }

  /** Sends `{ event, data }` to the room `topic`; the sender gets it only with `publishToSelf`. */
  publish(topic: string, ...args: EmitArgs<Events>): void;
  publish(topic: string, event: string, data?: unknown): void {
    const fullTopic = toRoomTopic(this.namespace, topic);
    const frame = toFrame(event, data);
    const server = this.#scope.slot.server;
    if (this.#scope.publishToSelf && server !== undefined) {
      server.publish(fullTopic, frame, shouldCompress(this.#scope.compress, frame));
      relay(this.#scope.slot, fullTopic, frame);
    } else publishExcludingSender(this, fullTopic, frame);
  }

  /**
   * Closes with `code` (default 1000) and `reason`; a code a Close frame may not carry throws a `RangeError`.
   * @example
   * socket.close(4001, 'Unauthorized');
   */
  close(code?: number, reason?: string): void {
    if (code !== undefined && !isSendableCloseCode(code)) throw new RangeError(wsErrors.badCloseCode(code));
    this.raw.close(code, reason);
  }

  static {
    // Package-internal access to private state, without widening the public surface.
    forgetRooms = (socket) => socket.#rooms.clear();
    readScope = (socket) => socket.#scope;
  }
}

function publishExcludingSender(sender: FwSocket<unknown>, topic: string, message: WireMessage): void {
  const scope = readScope(sender);
  const compress = shouldCompress(scope.compress, message);
  // A closing socket's own publish delivers nothing on Bun (oven-sh/bun#1357, #4443).
  if (sender.raw.readyState === OPEN) sender.raw.publish(topic, message, compress);
  else scope.slot.server?.publish(topic, message, compress);
  relay(scope.slot, topic, message);
}
