// The shared suite on Node, run by `node` (see node.test.ts): the app on `@fw/core/node`, the client `ws`.
import { createRequire } from 'node:module';
import '../../../../test/on-node/node20.ts';
import { Fw } from '@fw/core';
import { node } from '@fw/core/node';
import { WebSocketPlugin } from '../../src/index.ts';
import { runWebSocketSuite, type AppFactory } from '../suite/index.ts';

// Node 20 has no WebSocket client; `ws`'s takes Bun's `{ headers }` second argument as its options, and
// ignores its own 'error' event once listened to, as a browser's does (an EventEmitter's would throw).
const { WebSocket: WsClient } = createRequire(import.meta.url)('ws');
class BrowserLikeWebSocket extends WsClient {
  constructor(...args: unknown[]) {
    super(...args);
    this.on('error', () => undefined);
  }
}
Object.assign(globalThis, { WebSocket: BrowserLikeWebSocket });
const createNodeApp: AppFactory = async (spec) => {
  const app = new Fw({ runtime: node() });
  app.use(WebSocketPlugin.create(spec.gateways, spec.config));
  for (const plugin of spec.plugins ?? []) app.use(plugin);
  if (spec.controllers) app.controllers(spec.controllers);
  if (spec.services) app.services(spec.services);
  if (spec.routes) app.addRoutes(spec.routes);
  await app.listen(0);
  const base = app.url;
  return {
    wsUrl: (path) => new URL(path, base).href.replace(/^http/, 'ws'),
    httpUrl: (path) => new URL(path, base).href,
    stop: () => app.stop(),
  };
};

runWebSocketSuite(createNodeApp);
