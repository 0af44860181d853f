import type { HttpMethod, RawRouteValue, RuntimeWebSocketHandler, ServerHandle } from '../types.ts';
import type { Token } from '../metadata/token.ts';

/**
 * The one interface through which @fw/static, @fw/websocket and @fw/client attach to an app.
 * @example
 * app.use({ name: 'health', setup: (host) => host.route('GET', '/healthz', () => new Response('ok')) });
 */
export interface FwPlugin {
  /** Shown in error messages. */
  readonly name: string;
  /** Called once, at `listen()`, before the container is built and the route table compiled. */
  setup(host: PluginHost): void | Promise<void>;
}

export interface RouteOptions {
  /** Yields to any other route on the same method and path (static files). */
  readonly overridable?: boolean;
  /**
   * The route owns its method and path: any other non-overridable route there fails `listen()` naming both.
   * @example
   * host.route('GET', '/chat', upgrade, { exclusive: true, label: 'WebSocket gateway ChatGateway' });
   */
  readonly exclusive?: boolean;
  /** Who declared the route, for startup errors; the plugin's name is added: `ChatGateway (plugin "ws")`. */
  readonly label?: string;
}

/**
 * A plugin's handler for requests no route matched: a `Response` answers, `undefined` passes.
 * @example
 * host.fallback((request, server, pass) => {
 *   if (!request.headers.get('accept')?.includes('text/html')) return pass.vary('Accept');
 *   return new Response(indexHtml, { headers: { 'content-type': 'text/html', vary: 'Accept' } });
 * });
 */
export type FallbackHandler = (
  request: Request,
  server: ServerHandle,
  pass: FallbackPass,
) => Response | undefined | Promise<Response | undefined>;

export interface FallbackPass {
  /** Passed because of this request header: a final 404 lists it in `Vary` (RFC 9110 §12.5.5). */
  vary(header: string): undefined;
}

export interface ListenInfo {
  readonly server: ServerHandle;
  readonly port: number;
  readonly url: URL;
}

/** One controller route of the app, as `PluginHost.controllerRoutes()` lists it: names, not the class. */
export interface ControllerRouteInfo {
  readonly method: HttpMethod;
  /** The full path as declared and joined (`/api/café`); the route table holds it encoded. */
  readonly path: string;
  readonly controller: string;
  readonly handler: string;
}

export interface PluginHost {
  /** This process's worker number, 1 to n, under `listen(port, { workers })`; else `undefined`. */
  readonly workerId: number | undefined;
  /** Register a provider: a class (constructed by DI, singleton) or a ready value under a token. */
  provide<T>(token: Token<T>, value?: T): void;
  /** Resolve from the container. Only valid from `onInit` on. */
  resolve<T>(token: Token<T>): T;
  /** Add a raw route; a controller on the same method and path wins unless this one is `exclusive`. */
  route(method: HttpMethod | HttpMethod[] | '*', path: string, value: RawRouteValue, options?: RouteOptions): void;
  /** For a request no route matched outside the API prefixes; in order, the first `Response` wins. */
  fallback(handler: FallbackHandler): void;
  /**
   * The app's controller routes in declaration order (no raw routes), valid from `setup()` on.
   * @example
   * for (const route of host.controllerRoutes()) console.log(route.method, route.path, route.handler);
   */
  controllerRoutes(): readonly ControllerRouteInfo[];
  /** True when `pathname` sits under a prefix owned by the controllers (a controller route's first segment). */
  isApiPath(pathname: string): boolean;
  /** The runtime WebSocket handler. One per app: a second call throws. */
  websocket(handler: RuntimeWebSocketHandler): void;
  /** After the container is built (every provider resolvable), before the server starts. */
  onInit(hook: () => void | Promise<void>): void;
  /** After the server listens, before the classes' `onListen` hooks (which may use what this hook binds). */
  onListen(hook: (info: ListenInfo) => void | Promise<void>): void;
  /** On `stop()`, before the server stops accepting and the classes' `onShutdown`; in reverse order. */
  onShutdown(hook: () => void | Promise<void>): void;
}
