import type { RuntimeWebSocketHandler } from '@fw/core';
import type { ResolvedConfig } from '../config/config.ts';

/**
 * What a runtime adapter supplies (STYLE habit 3): the runtime's WebSocket handler object, which stores a
 * `Connection` as each socket's state and forwards `open`, `message`, `close` and `drain` to it.
 */
export interface WebSocketRuntimeAdapter {
  readonly name: string;
  createHandler(config: ResolvedConfig): RuntimeWebSocketHandler;
}
