import type { HttpMethod, RuntimeWebSocketHandler, ServerHandle } from '../plugin.ts';
import type { MethodEntries, RouteEntry, RouteHandler, RouteTable } from '../routing/route-table.ts';
import { OTHER_METHODS } from '../routing/methods.ts';
import type { Drain } from '../pipeline/close-connection.ts';
import { createDrainer, type BunRoute } from './bun-drain.ts';

/** What the core needs from a runtime: start a server over a compiled table. */
export interface ServeOptions {
  readonly port: number;
  /** Share the port with other processes (`SO_REUSEPORT`): only a worker of `listen(port, { workers })` does. */
  readonly reusePort: boolean;
  readonly hostname: string | undefined;
  /** fw's own body limit, which controller routes enforce (a JSON 413); the runtime must not cut below it. */
  readonly bodyLimit: number;
  readonly routes: RouteTable;
  /** Called when no route matched. */
  readonly fallback: RouteHandler;
  readonly websocket: RuntimeWebSocketHandler | undefined;
  /** For errors a raw handler throws (controller handlers catch their own). */
  readonly onError: (error: unknown) => Response;
  /** The app's drain state: a graceful stop holds the responses on it while the listener closes. */
  readonly drain: Drain;
}

export interface RunningServer {
  readonly handle: ServerHandle;
  /** From now on every response says `Connection: close`, whatever answers it (a raw handler, a fixed Response too). */
  drain(): void;
  /**
   * Stops accepting and closes idle connections; resolves when in-flight requests have finished (or at
   * once with `force`). A graceful stop drains first, and holds the responses while the listener closes.
   */
  stop(force: boolean): Promise<void>;
}

/** Starts `Bun.serve` with the table as its native `routes` (the only file of @fw/core that names Bun). */
export function serve(options: ServeOptions): RunningServer {
  const routes: Record<string, Partial<Record<HttpMethod, BunRoute>>> = {};
  for (const [path, methods] of options.routes) routes[path] = toBunMethods(methods, path.includes(':'));
  const fallback = options.fallback;
  const handlers = {
    routes,
    fetch: (request: Request, server: Bun.Server<unknown>) => fallback(request, server as unknown as ServerHandle),
    websocket: options.websocket as Bun.WebSocketHandler<unknown> | undefined,
    error: options.onError,
  };
  const server = Bun.serve({
    port: options.port,
    hostname: options.hostname,
    development: false,
    // Bun binds with SO_REUSEPORT unless told otherwise in production mode, so a second copy of the
    // app started by mistake would share the port and take half the requests, not fail with EADDRINUSE.
    reusePort: options.reusePort,
    maxRequestBodySize: toRuntimeBodyCap(options.bodyLimit),
    ...handlers,
  } as Bun.Serve.Options<unknown>);
  const drainer = createDrainer(server, handlers, options.drain);
  // Bun types `port` as optional (unix sockets); fw always binds TCP, so the server is a ServerHandle.
  const handle = server as unknown as ServerHandle;
  return {
    handle,
    drain: drainer.drain,
    stop: (force) => (force ? server.stop(true) : drainer.stop()),
  };
}

// Bun refuses a body over 128 MiB with a bare 413 before any handler runs: a larger fw limit must raise
// that cap, or uploads the app allows would fail. Below it the cap stays, for raw routes, which read
// bodies themselves; a declared length over both still gets Bun's bare 413.
const BUN_DEFAULT_BODY_CAP = 128 * 1024 * 1024;

function toRuntimeBodyCap(bodyLimit: number): number {
  return Number.isFinite(bodyLimit) ? Math.max(BUN_DEFAULT_BODY_CAP, bodyLimit) : Number.MAX_SAFE_INTEGER;
}

/**
 * One path's method map for Bun. `'*'` is left out (a method map cannot hold it): Bun hands the other
 * methods to the fallback, whose matcher has it. A fixed `Response` never goes under HEAD: in Bun 1.4.5
 * that alone makes the server accept every method token in any case, turn `delete` into DELETE and
 * `FOO` into GET, and pass them on (a GET handler then answered `FOO`). Bun answers HEAD from the GET
 * route natively, so a HEAD holding the GET's own `Response` is dropped; any other is served by a function.
 */
function toBunMethods(methods: MethodEntries, hasParams: boolean): Partial<Record<HttpMethod, BunRoute>> {
  const byMethod: Partial<Record<HttpMethod, BunRoute>> = {};
  for (const [method, entry] of methods) {
    if (method === OTHER_METHODS) continue;
    if (method === 'HEAD' && entry instanceof Response) {
      if (methods.get('GET') !== entry) byMethod.HEAD = () => entry.clone();
    } else {
      byMethod[method] = toBunRoute(entry, hasParams);
    }
  }
  return byMethod;
}

// A path without `:param` segments needs no wrapper: the handler's third argument stays unset.
function toBunRoute(entry: RouteEntry, hasParams: boolean): BunRoute {
  if (entry instanceof Response || !hasParams) return entry as BunRoute;
  return (request, server) => entry(request, server as unknown as ServerHandle, request.params);
}
