import type { RuntimeWebSocketHandler } from '@fw/core/plugin';
import type { ResolvedConfig } from '../config/config.ts';

/** The runtime's WebSocket handler, forwarding each socket's events to its `Connection`. */
export interface WebSocketRuntimeAdapter {
  readonly name: string;
  createHandler(config: ResolvedConfig): RuntimeWebSocketHandler;
}
