import type { NodeWebSocketHandler } from '@fw/core/node';
import type { ResolvedConfig } from '../config/config.ts';
import type { WebSocketRuntimeAdapter } from '../runtime/adapter.ts';
import { startNodeServer } from './node-server.ts';

/**
 * The Node side: `new Fw({ runtime: node() })` starts it with the server, and `ws` is loaded only then.
 * @example
 * app.use(createWebSocketPlugin([ChatGateway], {}, nodeAdapter));
 */
export const nodeAdapter: WebSocketRuntimeAdapter = {
  name: 'node',
  createHandler(config: ResolvedConfig): NodeWebSocketHandler {
    return { startOnNode: () => startNodeServer(config) };
  },
};
