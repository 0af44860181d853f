/** A frame as it travels: text, or binary as an `ArrayBuffer` or `Uint8Array` (a Node `Buffer` is one). */
export type WireMessage = string | ArrayBuffer | Uint8Array;

/** A runtime WebSocket; Bun's `ServerWebSocket` satisfies it structurally, so no wrapper per call. */
export interface RawSocket {
  readonly readyState: number;
  readonly remoteAddress: string;
  /** Returns bytes written, -1 on backpressure, 0 when dropped (Bun's contract). */
  send(data: WireMessage, compress?: boolean): number;
  close(code?: number, reason?: string): void;
  subscribe(topic: string): void;
  unsubscribe(topic: string): void;
  isSubscribed(topic: string): boolean;
  publish(topic: string, data: WireMessage, compress?: boolean): number;
}

/** Server-wide publishing, which reaches every subscriber including a sender that is subscribed. */
export interface TopicPublisher {
  publish(topic: string, data: WireMessage, compress?: boolean): number;
  subscriberCount(topic: string): number;
}
