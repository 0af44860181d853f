import type { HttpRuntime } from '../../runtime/http-runtime.ts';
import { serveOnNode } from './node-serve.ts';
import { nodeClusterRuntime } from './node-workers.ts';
import { plainAnswers } from './plain-response.ts';

export type { NodeWebSocketHandler, NodeWebSocketServer } from './node-websocket.ts';

/**
 * fw on Node.js: `node:http` with fw's own matcher for every route, workers through `node:cluster`.
 * @example
 * import { node } from '@fw/core/node';
 * await new Fw({ runtime: node() }).controllers([UsersController]).listen(3000);
 */
export function node(): HttpRuntime {
  return { name: 'Node', serve: serveOnNode, workers: nodeClusterRuntime, answers: plainAnswers };
}
