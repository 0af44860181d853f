import type { Fw } from '@fw/core';
import { WebSocketPlugin, type WebSocketConfig } from '../src/index.ts';
import type { AppFactory } from './suite/index.ts';

/**
 * The shared suite's app on a runtime: `newApp()` (a `Fw` on that runtime) with the spec's gateways, served on
 * port 0; `extra` adds config to every app (a cluster adapter).
 */
export function createAppFactory(newApp: () => Fw, extra: () => WebSocketConfig = () => ({})): AppFactory {
  return async (spec) => {
    const app = newApp();
    app.use(WebSocketPlugin.create(spec.gateways, { ...spec.config, ...extra() }));
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
}
