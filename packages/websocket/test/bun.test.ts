import { Fw } from '@fw/core';
import { WebSocketPlugin } from '../src/index.ts';
import { runWebSocketSuite, type AppFactory } from './suite/index.ts';

/** The shared suite on Bun: a real `Fw` server on port 0 with the Bun adapter's plugin. */
const createBunApp: AppFactory = async (spec) => {
  const app = new Fw();
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

runWebSocketSuite(createBunApp);
