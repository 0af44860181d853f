import type { Constructor } from '../types.ts';
import type { Token } from '../metadata/token.ts';
import type { PluginHost } from '../plugin/contract.ts';
import type { AppRegistry } from './registry.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { describeToken } from '../di/describe.ts';
import { Priority } from '../routing/route-table.ts';
import { flattenControllers } from '../routing/flatten.ts';
import { readOwnMarker } from '../cluster/worker-marker.ts';

/** The `PluginHost` a plugin's `setup()` receives: a view of the app's registry under the plugin's name. */
export function createPluginHost(registry: AppRegistry, pluginName: string): PluginHost {
  const source = `plugin "${pluginName}"`;
  return {
    workerId: readOwnMarker()?.id,
    provide<T>(token: Token<T>, ...value: [T?]) {
      if (value.length > 0) {
        registry.container.register(token, { kind: 'value', value: value[0] });
      } else if (typeof token === 'function') {
        registry.container.register(token, { kind: 'class', cls: token as Constructor });
      } else {
        throw new FwError(messages.valueProviderNeedsValue(describeToken(token)));
      }
    },
    resolve: (token) => registry.container.resolve(token),
    route(method, path, value, options = {}) {
      registry.addRawRoute(method, path, value, {
        priority: options.overridable ? Priority.Overridable : Priority.Raw,
        exclusive: options.exclusive === true,
        source: options.label === undefined ? source : `${options.label} (${source})`,
      });
    },
    fallback: (handler) => void registry.fallbacks.push(handler),
    // Flattened again rather than kept: prepareApp flattened the same list before setup() (so this
    // cannot throw), and registration is closed from then on.
    controllerRoutes: () =>
      flattenControllers(registry.controllers, registry.prefix).map((route) => ({
        method: route.method,
        path: route.path,
        controller: route.controller.name,
        handler: String(route.name),
      })),
    isApiPath: (pathname) => registry.isApiPath(pathname),
    websocket: (handler) => registry.setWebSocket(handler, source),
    onInit: (hook) => void registry.initHooks.push(hook),
    onListen: (hook) => void registry.listenHooks.push(hook),
    onShutdown: (hook) => void registry.shutdownHooks.push(hook),
  };
}
