import type { Duplex } from 'node:stream';
import type { RawSocket, WireMessage } from '../wire/transport.ts';
import { byteLength, type TopicMap, type TopicMember } from './node-topics.ts';
import type { WsConnection } from './ws-module.ts';

const OPEN = 1;
/** RFC 6455 §5.5: a control frame's payload is at most 125 bytes, two of them the code. */
const MAX_REASON_BYTES = 123;
/** RFC 6455 §7.4.1 policy violation: sent to a socket that stays over its backpressure limit. */
const POLICY_VIOLATION = 1008;

/** What every socket of one server shares. */
export interface NodeSocketScope {
  readonly topics: TopicMap;
  /** False when the config turned compression off: the flag of a send is then ignored, as Bun does. */
  readonly compress: boolean;
  readonly backpressureLimit: number;
  readonly closeOnBackpressureLimit: boolean;
}

/**
 * A `ws` connection as `RawSocket` (Bun's `ServerWebSocket` contract): sends that report backpressure, topics
 * in the server's `TopicMap`; `ws` is the connection itself, for what fw does not cover.
 */
export class NodeSocket implements RawSocket, TopicMember {
  readonly ws: WsConnection;
  readonly remoteAddress: string;
  readonly #transport: Duplex;
  readonly #scope: NodeSocketScope;
  readonly #topics = new Set<string>();
  #awaitingDrain = false;
  /** The close this side sent (its code and reason, what Bun reports to the close handler). */
  sentClose: { code: number; reason: string } | undefined;

  constructor(ws: WsConnection, transport: Duplex, remoteAddress: string, scope: NodeSocketScope) {
    this.ws = ws;
    this.#transport = transport;
    this.remoteAddress = remoteAddress;
    this.#scope = scope;
  }

  get readyState(): number {
    return this.ws.readyState;
  }

  /** Bytes written, -1 when queued over the socket's buffer (then `onDrain`), 0 when dropped (Bun's contract). */
  send(data: WireMessage, compress = false): number {
    if (this.ws.readyState !== OPEN) return 0;
    const scope = this.#scope;
    if (this.#transport.writableLength > scope.backpressureLimit) {
      if (scope.closeOnBackpressureLimit) this.close(POLICY_VIOLATION, 'Backpressure limit exceeded');
      return 0;
    }
    this.ws.send(data, { compress: compress && scope.compress });
    if (this.#transport.writableLength === 0) return byteLength(data);
    this.#awaitingDrain = true;
    return -1;
  }

  /** Called on the transport's 'drain': `@OnDrain` runs once per send that reported backpressure. */
  drained(): boolean {
    const was = this.#awaitingDrain;
    this.#awaitingDrain = false;
    return was;
  }

  deliver(data: WireMessage, compress: boolean): void {
    this.send(data, compress);
  }

  close(code?: number, reason?: string): void {
    if (this.ws.readyState !== OPEN) return;
    const sent = { code: code ?? 1000, reason: toCloseReason(reason ?? '') };
    this.sentClose = sent;
    this.ws.close(sent.code, sent.reason);
  }

  subscribe(topic: string): void {
    this.#topics.add(topic);
    this.#scope.topics.subscribe(topic, this);
  }

  unsubscribe(topic: string): void {
    if (this.#topics.delete(topic)) this.#scope.topics.unsubscribe(topic, this);
  }

  isSubscribed(topic: string): boolean {
    return this.#topics.has(topic);
  }

  /** To every subscriber of `topic` but this socket (Bun's `publishToSelf: false`). */
  publish(topic: string, data: WireMessage, compress = false): number {
    return this.#scope.topics.publish(topic, data, compress, this);
  }

  /** Leaves every topic, as Bun does before its close handler runs. */
  leaveAll(): void {
    for (const topic of this.#topics) this.#scope.topics.unsubscribe(topic, this);
    this.#topics.clear();
  }
}

// Cut at a character boundary, as Bun does: `ws` would throw for a longer reason.
function toCloseReason(reason: string): string {
  if (Buffer.byteLength(reason) <= MAX_REASON_BYTES) return reason;
  let cut = '';
  for (const character of reason) {
    if (Buffer.byteLength(cut + character) > MAX_REASON_BYTES) break;
    cut += character;
  }
  return cut;
}
