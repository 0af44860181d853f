import type { ServerWebSocket, WebSocketHandler } from 'bun';
import type { ResolvedConfig } from '../config.ts';
import type { WebSocketRuntimeAdapter } from '../runtime/adapter.ts';
import type { Connection } from '../runtime/connection.ts';

/**
 * Bun (uWebSockets) reports a frame over `maxPayloadLength` to the server as 1006 with this reason, while
 * the client receives 1009 Message Too Big (RFC 6455 §7.4.1). `@OnClose` gets 1009, what was sent.
 */
const TOO_BIG_REASON = 'Received too big message';

/**
 * The only file that names Bun's WebSocket API: maps the plugin config onto `Bun.serve({ websocket })`
 * and forwards socket events to each socket's `Connection` (kept in `ws.data`).
 *
 * @example
 * app.use(createWebSocketPlugin([ChatGateway], {}, bunAdapter));
 */
export const bunAdapter: WebSocketRuntimeAdapter = {
  name: 'bun',
  createHandler(config: ResolvedConfig): WebSocketHandler<Connection> {
    return {
      perMessageDeflate: config.perMessageDeflate,
      maxPayloadLength: config.maxPayloadLength,
      idleTimeout: config.idleTimeout,
      backpressureLimit: config.backpressureLimit,
      closeOnBackpressureLimit: config.closeOnBackpressureLimit,
      sendPings: config.sendPings,
      // Always false at the runtime: `to(room)` must exclude the sender whatever the plugin option says,
      // and `FwSocket.publish` honours `publishToSelf` itself through `server.publish`.
      publishToSelf: false,
      open(ws: ServerWebSocket<Connection>) {
        ws.data.open(ws);
      },
      message(ws: ServerWebSocket<Connection>, message: string | Buffer) {
        ws.data.message(message);
      },
      close(ws: ServerWebSocket<Connection>, code: number, reason: string) {
        ws.data.close(code === 1006 && reason === TOO_BIG_REASON ? 1009 : code, reason);
      },
      drain(ws: ServerWebSocket<Connection>) {
        ws.data.drain();
      },
    };
  },
};
