import type { FwPlugin } from '@fw/core';
import { anyRuntimeAdapter } from './adapter/any-runtime.ts';
import type { WebSocketConfig } from './config/config.ts';
import { createWebSocketPlugin, type GatewayClass } from './create-websocket-plugin.ts';

/**
 * The entry point of the spec's "Plugin registration".
 * @example
 * const app = new Fw();
 * app.use(WebSocketPlugin.create([ChatGateway], { idleTimeout: 60 }));
 * await app.listen(3000);
 */
export const WebSocketPlugin = {
  /** A plugin for `app.use()`: `RoomManager`, `NamespaceRegistry` and one upgrade route per gateway. */
  create(gateways: readonly GatewayClass[], config?: WebSocketConfig): FwPlugin {
    return createWebSocketPlugin(gateways, config, anyRuntimeAdapter);
  },
} as const;
