import type { Constructor, HttpMethod, RawRouteValue, RuntimeWebSocketHandler } from '../types.ts';
import type { FallbackHandler, FwPlugin, ListenInfo } from '../plugin/contract.ts';
import type { MiddlewareEntry } from '../middleware.ts';
import type { ProviderDefinition } from '../di/provider.ts';
import { Container } from '../di/container.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { Priority } from '../routing/route-table.ts';
import { ALL_METHODS, EVERY_METHOD, isRoutedMethod, type TableMethod } from '../http/methods.ts';
import { joinPaths, readFirstSegment, upperCaseEscapes } from '../http/path.ts';

export interface RawRoute {
  readonly method: TableMethod;
  readonly path: string;
  readonly value: RawRouteValue;
  readonly priority: Priority;
  readonly exclusive: boolean;
  readonly source: string;
}

/** How a raw route holds its method and path, and who declared it (for startup errors). */
export interface RawRouteClaim {
  readonly priority: Priority;
  readonly exclusive: boolean;
  readonly source: string;
}

/** Everything registered on an app before it is compiled; `Fw` and every `PluginHost` write here. */
export class AppRegistry {
  readonly container = new Container();
  readonly plugins: FwPlugin[] = [];
  readonly middleware: MiddlewareEntry[] = [];
  /** `app.useGlobalFilters()`: asked after every route's own filters. */
  readonly globalFilters: Constructor[] = [];
  /** `app.useGlobalGuards()`: run before every route's own guards. */
  readonly globalGuards: Constructor[] = [];
  readonly controllers: Constructor[] = [];
  readonly services: Constructor[] = [];
  readonly providers: ProviderDefinition[] = [];
  readonly rawRoutes: RawRoute[] = [];
  readonly fallbacks: FallbackHandler[] = [];
  readonly initHooks: (() => void | Promise<void>)[] = [];
  readonly listenHooks: ((info: ListenInfo) => void | Promise<void>)[] = [];
  readonly shutdownHooks: (() => void | Promise<void>)[] = [];
  websocket: { handler: RuntimeWebSocketHandler; source: string } | undefined;
  /** `new Fw({ prefix })`, before every controller route: `''` or a normalised path (`/api`). */
  prefix = '';
  /** First segments of controller routes (`isApiPath`), filled before plugins are set up. */
  readonly apiSegments = new Set<string>();

  addRawRoute(method: HttpMethod | HttpMethod[] | '*', path: string, value: RawRouteValue, claim: RawRouteClaim): void {
    const methods = method === '*' ? EVERY_METHOD : Array.isArray(method) ? method : [method];
    for (const each of methods) {
      // Bun's own refusal of `get` at listen() would name neither the route nor who added it.
      if (method !== '*' && !isRoutedMethod(each)) {
        throw new FwError(messages.unknownRouteMethod(claim.source, each, path, ALL_METHODS));
      }
      this.rawRoutes.push({ method: each, path: joinPaths(path), value, ...claim });
    }
  }

  setWebSocket(handler: RuntimeWebSocketHandler, source: string): void {
    if (this.websocket) throw new FwError(messages.websocketTwice(source));
    this.websocket = { handler, source };
  }

  isApiPath(pathname: string): boolean {
    const segment = readFirstSegment(pathname);
    return this.apiSegments.has(segment) || this.apiSegments.has(upperCaseEscapes(segment));
  }
}
