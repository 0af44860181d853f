import type { InjectionToken } from './di/token.ts';
import type { HttpMethod } from './routing/methods.ts';

/**
 * The one interface through which @fw/static, @fw/websocket and @fw/client attach to an app.
 * The core knows none of them: a plugin only sees a `PluginHost` during `setup()`.
 *
 * @example
 * const health: FwPlugin = {
 *   name: 'health',
 *   setup(host) {
 *     host.route('GET', '/healthz', () => new Response('ok'));
 *   },
 * };
 * app.use(health);
 */
export interface FwPlugin {
  /** Shown in error messages. */
  readonly name: string;
  /** Called once, at `listen()`, before the container is built and the route table compiled. */
  setup(host: PluginHost): void | Promise<void>;
}

/** A class the container can construct (its constructor arguments are resolved by DI). */
export type Constructor<T = object> = abstract new (...args: never[]) => T;

/** A DI token: a class, a typed token (`createToken<T>()`), or a string/symbol registered with `provide()`. */
export type Token<T = unknown> = Constructor<T & object> | InjectionToken<T> | string | symbol;

/**
 * The running server as plugins see it. Bun's `Server` satisfies it structurally; another runtime's
 * adapter would supply its own object. Kept to what plugins need.
 */
export interface ServerHandle {
  readonly port: number;
  readonly hostname: string;
  readonly url: URL;
  readonly pendingWebSockets: number;
  upgrade<T>(request: Request, options?: { headers?: HeadersInit; data?: T }): boolean;
  publish(topic: string, data: string | ArrayBufferView | ArrayBuffer, compress?: boolean): number;
  subscriberCount(topic: string): number;
  requestIP(request: Request): { address: string; family: string; port: number } | null;
}

/**
 * A raw handler: `Request` in, `Response` out. Returning `undefined` means the request was upgraded to
 * a WebSocket (the adapter then sends nothing).
 *
 * @example
 * app.route('GET', '/files/:name', (request) => new Response(request.params.name));
 */
export type RawHandler = (
  request: RawRequest,
  server: ServerHandle,
) => Response | undefined | Promise<Response | undefined>;

/** The request a raw handler gets: its `:param` values on `params`, as Bun's router sets them (in `app.fetch()` too). */
export type RawRequest = Request & { readonly params: Readonly<Record<string, string>> };

/**
 * What a raw route answers with: a fixed `Response` (handed to the runtime's native static routes,
 * zero JavaScript per request) or a handler.
 */
export type RawRouteValue = Response | RawHandler;

export interface RouteOptions {
  /**
   * An overridable route yields to any other route (controller or plugin) on the same method and
   * path. Static files register this way, so controllers and WebSocket paths always win over files.
   */
  readonly overridable?: boolean;
  /**
   * The route owns its method and path: a controller route, an `app.route()` or another plugin's
   * route there fails `listen()` naming both, instead of one silently shadowing the other (a
   * controller `GET` on a WebSocket upgrade path would take every upgrade). Overridable routes
   * (static files) still yield to it without an error.
   *
   * @example
   * host.route('GET', '/chat', upgrade, { exclusive: true, label: 'WebSocket gateway ChatGateway' });
   */
  readonly exclusive?: boolean;
  /** Who declared the route, for startup errors; the plugin's name is added: `ChatGateway (plugin "ws")`. */
  readonly label?: string;
}

export type { HttpMethod };

/**
 * The runtime's WebSocket handler object (Bun: the `websocket` option of `Bun.serve`). The core passes
 * it through untouched; the websocket package's adapter knows its shape.
 */
export type RuntimeWebSocketHandler = object;

/**
 * A plugin's handler for requests no route matched: a `Response` answers, `undefined` passes. A pass
 * that depended on a request header (content negotiation) says so with `pass.vary(name)`.
 *
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
  /**
   * The fallback passed because of this request header: if the core ends up answering 404, the 404
   * lists the header in `Vary` (RFC 9110 §12.5.5), so a shared cache never hands that 404 to a request
   * the fallback would have answered. Returns `undefined`, so `return pass.vary('Accept')` passes.
   */
  vary(header: string): undefined;
}

export interface ListenInfo {
  readonly server: ServerHandle;
  readonly port: number;
  readonly url: URL;
}

/**
 * One controller route of the app, as `PluginHost.controllerRoutes()` lists it. Read-only data: the
 * class and handler are named, not handed out.
 */
export interface ControllerRouteInfo {
  readonly method: HttpMethod;
  /**
   * The full path as declared, joined by the path rules (parent + controller + method path, one
   * leading `/`, no trailing or duplicate `/`): `/api/users/:id`, `/api/café`. The route table keeps
   * it in the form requests carry it (`/api/caf%C3%A9`), so compare encoded forms, and treat paths
   * that differ only in their `:param` names as one path, as the router does.
   */
  readonly path: string;
  /** The class that declares the handler (a child controller for the routes it declares). */
  readonly controller: string;
  /** The handler method's name. */
  readonly handler: string;
}

export interface PluginHost {
  /**
   * This process's worker number, 1 to n, under `listen(port, { workers })`; `undefined` in a single
   * process. Every worker runs every plugin: work to do once per app rather than once per process (a
   * generated file, a scheduled job) checks it, as `Client()` writes the contract in worker 1 only.
   */
  readonly workerId: number | undefined;
  /** Register a provider: a class (constructed by DI, singleton) or a ready value under a token. */
  provide<T>(token: Token<T>, value?: T): void;
  /** Resolve from the container. Only valid from `onInit` on. */
  resolve<T>(token: Token<T>): T;
  /**
   * Add a raw route. Controllers win on a collision: a plugin route whose method and path a
   * controller also declares is dropped, unless it is `exclusive` (then `listen()` fails).
   */
  route(method: HttpMethod | HttpMethod[] | '*', path: string, value: RawRouteValue, options?: RouteOptions): void;
  /**
   * Called for a request that no route matched and that is not under a path prefix owned by the
   * controllers (see `isApiPath`). Fallbacks run in registration order; the first that returns a
   * `Response` wins; `undefined` passes to the next, and after the last the core answers 404 JSON.
   */
  fallback(handler: FallbackHandler): void;
  /**
   * The app's controller routes (children under their parents), in declaration order: what the
   * controllers passed to `app.controllers([...])` serve. A new array on each call; raw routes
   * (`route()`, plugins) and the HEAD the runtime derives from a GET are not in it. Valid from
   * `setup()` on: controllers cannot be registered once `listen()` has started.
   *
   * @example
   * host.onListen(() => {
   *   for (const route of host.controllerRoutes()) console.log(route.method, route.path, `${route.controller}.${route.handler}`);
   * });
   */
  controllerRoutes(): readonly ControllerRouteInfo[];
  /** True when `pathname` sits under a prefix owned by the controllers (the first segment of any controller route). */
  isApiPath(pathname: string): boolean;
  /** The runtime WebSocket handler. One per app: a second call throws. */
  websocket(handler: RuntimeWebSocketHandler): void;
  /** After the container is built (every provider resolvable), before the server starts. */
  onInit(hook: () => void | Promise<void>): void;
  /** After the server listens, before the classes' `onListen` hooks (which may use what this hook binds). */
  onListen(hook: (info: ListenInfo) => void | Promise<void>): void;
  /** On `stop()`, before the server stops accepting and before the classes' `onShutdown`; in reverse registration order. */
  onShutdown(hook: () => void | Promise<void>): void;
}
