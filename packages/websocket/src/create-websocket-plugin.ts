import { FwError, type FwPlugin, type RawHandler } from '@fw/core';
import {
  TELEMETRY,
  createPoisonCheck,
  describeValue,
  type PluginHost,
  type RuntimeWebSocketHandler,
} from '@fw/core/plugin';
import { createClusterNode } from './cluster/this-process.ts';
import { resolveConfig, type WebSocketConfig } from './config/config.ts';
import { wsErrors } from './errors.ts';
import { readGatewayMetadata } from './metadata/read-gateway.ts';
import { NamespaceRegistry } from './namespaces/namespace-registry.ts';
import { RoomManager } from './rooms/room-manager.ts';
import type { WebSocketRuntimeAdapter } from './runtime/adapter.ts';
import { ConnectionTable } from './runtime/connection-table.ts';
import { GOING_AWAY, SHUTTING_DOWN } from './runtime/connection.ts';
import { GatewayRuntime } from './runtime/gateway-runtime.ts';
import { createUpgradeHandler } from './runtime/upgrade.ts';
import { reportConnections } from './runtime/connection-metrics.ts';
import type { ServerSlot } from './server-slot.ts';
import type { NamespaceScope } from './socket.ts';

/** A gateway class: constructed by the core's DI container, so its constructor may take services. */
export type GatewayClass = abstract new (...args: never[]) => object;

/**
 * Builds the plugin for one runtime adapter; ARCHITECTURE.md, "The life of a WebSocket connection".
 * @example
 * app.use(createWebSocketPlugin([ChatGateway], { publishToSelf: true }, bunAdapter));
 */
export function createWebSocketPlugin(
  gateways: readonly GatewayClass[],
  config: WebSocketConfig | undefined,
  adapter: WebSocketRuntimeAdapter,
): FwPlugin {
  if (!Array.isArray(gateways)) throw new FwError(wsErrors.notAList(describeValue(gateways)));
  const resolved = resolveConfig(config);
  const declared = readGateways(gateways);
  return {
    name: '@fw/websocket',
    setup(host: PluginHost) {
      // First: a second WebSocketPlugin fails here, naming the fix, not on the providers below.
      registerHandler(host, adapter.createHandler(resolved));
      const table = new ConnectionTable();
      const slot: ServerSlot = { server: undefined, cluster: null };
      const compress = resolved.perMessageDeflate !== false;
      const checkData = createPoisonCheck(resolved.onProtoPoisoning, resolved.onConstructorPoisoning);
      const namespaces = declared.map(({ path }) => path);
      host.provide(RoomManager, new RoomManager(slot, namespaces, compress));
      host.provide(NamespaceRegistry, new NamespaceRegistry(table, slot, namespaces));
      for (const { gateway } of declared) host.provide(gateway);
      // Exclusive: a controller `GET` on a gateway path would silently take every upgrade.
      const routes: GatewayRoute[] = declared.map((declaration) => ({
        declaration,
        upgrade: beforeInit(declaration.gateway),
      }));
      for (const route of routes) {
        const { gateway, path } = route.declaration;
        const label = `WebSocket gateway ${gateway.name}`;
        host.route('GET', path, (request, server) => route.upgrade(request, server), { exclusive: true, label });
      }
      host.onInit(async () => {
        for (const route of routes) {
          const { gateway, path, handlers } = route.declaration;
          const scope: NamespaceScope = { namespace: path, publishToSelf: resolved.publishToSelf, compress, slot };
          const instance: object = host.resolve(gateway);
          const { steps } = host.resolve(TELEMETRY);
          const runtime = new GatewayRuntime(gateway.name, instance, handlers, scope, checkData, steps);
          route.upgrade = createUpgradeHandler(runtime, table, resolved.maxPayloadLength);
        }
        reportConnections(host.resolve(TELEMETRY).meter, table, namespaces);
        // Before the server listens: an unreachable cluster fails listen().
        slot.cluster = await resolved.adapter.join(createClusterNode(slot, table, namespaces, compress));
        slot.answering = true;
      });
      host.onListen(({ server }) => {
        slot.server = server;
        table.accept();
      });
      // Refuse newcomers first: Bun's graceful `server.stop()` would otherwise wait on a late socket.
      host.onShutdown(async () => {
        await table.shutDown((socket) => socket.close(GOING_AWAY, SHUTTING_DOWN));
        slot.server = undefined;
        slot.answering = false;
        const cluster = slot.cluster;
        slot.cluster = null;
        await cluster?.leave();
      });
    },
  };
}

interface DeclaredGateway {
  readonly gateway: GatewayClass;
  readonly path: string;
  readonly handlers: ReturnType<typeof readGatewayMetadata>['handlers'];
}

interface GatewayRoute {
  readonly declaration: DeclaredGateway;
  upgrade: RawHandler;
}

// The handler until onInit, which runs before any request: never called, but says so if it were.
function beforeInit(gateway: GatewayClass): RawHandler {
  return () => {
    throw new FwError(wsErrors.beforeInit(gateway.name));
  };
}

function registerHandler(host: PluginHost, handler: RuntimeWebSocketHandler): void {
  try {
    host.websocket(handler);
  } catch (error) {
    throw new FwError(wsErrors.secondHandler(), { cause: error });
  }
}

function readGateways(gateways: readonly GatewayClass[]): DeclaredGateway[] {
  const byPath = new Map<string, GatewayClass>();
  return gateways.map((gateway) => {
    const { path, handlers } = readGatewayMetadata(gateway);
    if (path === undefined) throw new FwError(wsErrors.notAGateway(gateway.name));
    const previous = byPath.get(path);
    if (previous !== undefined) throw new FwError(wsErrors.duplicatePath(path, previous.name, gateway.name));
    byPath.set(path, gateway);
    return { gateway, path, handlers };
  });
}
