import type { ServerWebSocket, WebSocketHandler } from 'bun';
import type { ResolvedConfig } from '../config/config.ts';
import type { WebSocketRuntimeAdapter } from '../runtime/adapter.ts';
import type { Connection } from '../runtime/connection.ts';

// Bun reports a protocol close as 1006 "Received …"; `@OnClose` gets the RFC 6455 §7.4.1 code sent (README).
function toSentCloseCode(code: number, reason: string): number {
  if (code !== 1006 || !reason.startsWith('Received ')) return code;
  if (reason.startsWith('Received too big message')) return 1009;
  return reason === 'Received invalid UTF-8' ? 1007 : 1002;
}

/**
 * Maps the config onto `Bun.serve({ websocket })` and forwards events to each `Connection` (`ws.data`).
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
      // `to(room)` always excludes the sender; `FwSocket.publish` honours `publishToSelf` itself.
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
