import { FwError } from '@fw/core';
import { PROVIDED_BY } from '@fw/core/plugin';
import { shouldCompress } from '../wire/compression.ts';
import { WEBSOCKET_PLUGIN_HINT } from '../errors.ts';
import { normalizeGatewayPath } from '../decorators/gateway.ts';
import { toFrame } from '../wire/envelope.ts';
import { wsErrors } from '../errors.ts';
import { relay, type ServerSlot } from '../server-slot.ts';
import type { AnyEvents, EmitArgs, EmitsOf } from '../events.ts';
import { readGatewayMetadata } from '../metadata/read-gateway.ts';
import { toRoomTopic } from './topics.ts';
import type { WireMessage } from '../wire/transport.ts';

/**
 * Server-side broadcasting to rooms, injectable: `broadcast` reaches the room of that name in every namespace,
 * `of()` the room of one namespace (socket.io's `io.to()` and `io.of(path).to()`).
 * @example
 * @Controller('/api/news')
 * class NewsController {
 *   constructor(private readonly rooms: RoomManager) {}
 *   @Post() post(@Body() news: News) { this.rooms.broadcast('news', 'published', news); }
 * }
 */
export class RoomManager {
  static readonly [PROVIDED_BY] = WEBSOCKET_PLUGIN_HINT;
  readonly #slot: ServerSlot;
  readonly #namespaces: readonly string[];
  readonly #compress: boolean;
  readonly #scoped = new Map<string, NamespaceRooms>();

  constructor(slot: ServerSlot, namespaces: readonly string[], compress: boolean) {
    this.#slot = slot;
    this.#namespaces = namespaces;
    this.#compress = compress;
    for (const namespace of namespaces) this.#scoped.set(namespace, new NamespaceRooms(slot, namespace, compress));
  }

  /** Sends `{ event, data }` to every subscriber of `room`, whichever gateway it joined it on (see `of()`). */
  broadcast(room: string, event: string, data?: unknown): void {
    this.#publish(room, toFrame(event, data), 'broadcast');
  }

  /** Sends a raw string or binary message to every subscriber of `room`, whichever gateway it joined it on. */
  broadcastRaw(room: string, message: WireMessage): void {
    this.#publish(room, message, 'broadcastRaw');
  }

  /** WebSocket connections the runtime holds (Bun's `server.pendingWebSockets`); 0 while no server runs. */
  get pendingWebSockets(): number {
    return this.#slot.server?.pendingWebSockets ?? 0;
  }

  /** The rooms of one namespace, by gateway class (typed by its `emits`) or path; throws for an unknown one. */
  of<Gateway extends object>(gateway: abstract new (...args: never[]) => Gateway): NamespaceRooms<EmitsOf<Gateway>>;
  of(namespace: string): NamespaceRooms;
  of(namespace: string | (abstract new (...args: never[]) => object)): NamespaceRooms {
    const path = typeof namespace === 'string' ? normalizeGatewayPath(namespace) : readGatewayPath(namespace);
    const scoped = this.#scoped.get(path);
    if (scoped === undefined) throw new FwError(wsErrors.unknownNamespace(path, this.#namespaces));
    return scoped;
  }

  // One topic per namespace (rooms are scoped); each publish is relayed as one namespace's broadcast is.
  #publish(room: string, message: WireMessage, member: string): void {
    if (this.#namespaces.length === 0) throw new FwError(wsErrors.noGateway(member, room));
    for (const namespace of this.#namespaces)
      publishToRoom(this.#slot, namespace, room, message, this.#compress, member);
  }
}

function readGatewayPath(gateway: Function): string {
  const path = readGatewayMetadata(gateway).path;
  if (path === undefined) throw new FwError(wsErrors.ofNotAGateway(gateway.name));
  return path;
}

/**
 * The rooms of one namespace, from `RoomManager.of(namespace)`.
 * @example
 * rooms.of(ChatGateway).broadcast('lobby', 'notice', 'maintenance at noon');
 */
export class NamespaceRooms<Events extends object = AnyEvents> {
  readonly #slot: ServerSlot;
  readonly #namespace: string;
  readonly #compress: boolean;

  constructor(slot: ServerSlot, namespace: string, compress: boolean) {
    this.#slot = slot;
    this.#namespace = namespace;
    this.#compress = compress;
  }

  /** Sends `{ event, data }` to every subscriber of `room` in this namespace. */
  broadcast(room: string, ...args: EmitArgs<Events>): void;
  broadcast(room: string, event: string, data?: unknown): void {
    publishToRoom(this.#slot, this.#namespace, room, toFrame(event, data), this.#compress, 'broadcast');
  }

  /** Sends a raw string or binary message to every subscriber of `room` in this namespace. */
  broadcastRaw(room: string, message: WireMessage): void {
    publishToRoom(this.#slot, this.#namespace, room, message, this.#compress, 'broadcastRaw');
  }
}

function publishToRoom(
  slot: ServerSlot,
  namespace: string,
  room: string,
  message: WireMessage,
  compress: boolean,
  member: string,
): void {
  const server = slot.server;
  // Answering without a server (`app.fetch()` in a test): no socket here has joined, so this process has no one.
  if (server === undefined && slot.answering !== true) throw new FwError(wsErrors.notRunning(member));
  // Compression said either way: Bun's `server.publish` compresses by default (README, "Design notes").
  const topic = toRoomTopic(namespace, room);
  server?.publish(topic, message, shouldCompress(compress, message));
  relay(slot, topic, message);
}
