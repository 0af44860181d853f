import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServerHandle } from '../../types.ts';

/**
 * What the Node runtime needs of the WebSocket handler a plugin registers (`host.websocket()`); the handler of
 * `@fw/websocket`'s `WebSocketPlugin` has it, a handler written for Bun alone does not.
 */
export interface NodeWebSocketHandler {
  /** Called once by each server that starts: the WebSocket side of that server. */
  startOnNode(): NodeWebSocketServer;
}

/** One server's WebSockets on Node: it takes over upgraded connections and holds their topics. */
export interface NodeWebSocketServer extends Omit<WebSocketServerHandle, 'upgrade'> {
  /**
   * Completes the handshake of an `'upgrade'` request on its socket, the connection carrying `data`; false when
   * the request is no valid handshake (the runtime then answers it 400).
   */
  upgrade(
    message: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    options: { readonly data?: unknown; readonly headers?: HeadersInit },
  ): boolean;
  /** Cuts every connection at once (a forced stop). */
  terminate(): void;
}

/** Whether a registered WebSocket handler can serve on Node. */
export function isNodeWebSocketHandler(handler: object): handler is NodeWebSocketHandler {
  return typeof (handler as Partial<NodeWebSocketHandler>).startOnNode === 'function';
}
