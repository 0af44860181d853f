import type { ResolvedConfig } from '../config/config.ts';
import type { WebSocketRuntimeAdapter } from '../runtime/adapter.ts';
import { bunAdapter } from './bun.ts';
import { nodeAdapter } from './node.ts';

/**
 * `WebSocketPlugin`'s adapter: Bun's handler and Node's in one object, so the runtime the app is given takes
 * its own part (`Bun.serve` its `websocket` fields, Node's runtime `startOnNode()`), and the app is the same.
 */
export const anyRuntimeAdapter: WebSocketRuntimeAdapter = {
  name: 'bun or node',
  createHandler: (config: ResolvedConfig) => ({
    ...bunAdapter.createHandler(config),
    ...nodeAdapter.createHandler(config),
  }),
};
