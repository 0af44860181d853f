import type { ServerWebSocket, WebSocketHandler } from 'bun';
import type { ResolvedConfig } from '../config/config.ts';
import type { WebSocketRuntimeAdapter } from '../runtime/adapter.ts';
import type { Connection } from '../runtime/connection.ts';

/**
 * When a client breaks the protocol, Bun (uWebSockets) sends it a Close frame with the RFC 6455 §7.4.1
 * code, but reports the close to the server as 1006 with that frame's reason, every one of which starts
 * with "Received". `@OnClose` gets the code the client was sent, as for any other close: 1009 Message Too
 * Big (a frame over `maxPayloadLength`), 1007 for invalid UTF-8 (in a text frame or a close reason), and
 * 1002 Protocol Error for the rest (an unmasked frame, a reserved opcode or RSV bit, a bad continuation,
 * an oversized or fragmented control frame, a bad close payload). Verified on Bun 1.4.5 with raw frames.
 */
function toSentCloseCode(code: number, reason: string): number {
  if (code !== 1006 || !reason.startsWith('Received ')) return code;
  if (reason.startsWith('Received too big message')) return 1009;
  return reason === 'Received invalid UTF-8' ? 1007 : 1002;
}

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
        ws.data.close(toSentCloseCode(code, reason), reason);
      },
      drain(ws: ServerWebSocket<Connection>) {
        ws.data.drain();
      },
    };
  },
};
