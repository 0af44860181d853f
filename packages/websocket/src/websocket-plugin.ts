import type { FwPlugin } from '@fw/core';
import { bunAdapter } from './adapter/bun.ts';
import type { WebSocketConfig } from './config/config.ts';
import { createWebSocketPlugin, type GatewayClass } from './plugin.ts';

/**
 * The entry point of the spec's "Plugin registration".
 *
 * @example
 * const app = new Fw();
 * app.use(WebSocketPlugin.create([ChatGateway], { idleTimeout: 60 }));
 * await app.listen(3000);
 */
export const WebSocketPlugin = {
  /**
   * Returns a plugin for `app.use()` before `listen()`. It registers `RoomManager` and `NamespaceRegistry`
   * in the container and one upgrade route per gateway. Throws at once on an undecorated class, two
   * gateways on one path, or a bad config value; `listen()` fails when a controller or raw route also
   * declares `GET` on a gateway path.
   */
  create(gateways: readonly GatewayClass[], config?: WebSocketConfig): FwPlugin {
    return createWebSocketPlugin(gateways, config, bunAdapter);
  },
} as const;
