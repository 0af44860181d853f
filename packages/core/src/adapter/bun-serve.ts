import type { HttpMethod, ServerHandle } from '../types.ts';
import type { MethodEntries, RouteEntry, RouteHandler } from '../routing/route-table.ts';
import { OTHER_METHODS } from '../http/methods.ts';
import { holdsEncodedCharacter } from '../http/path.ts';
import type { RunningServer, ServeOptions } from '../runtime/http-runtime.ts';
import { createDrainer, type BunRoute } from './bun-drain.ts';

/** Starts `Bun.serve` with the table as its native `routes` and fw's matcher as its `fetch` fallback. */
export function serve(options: ServeOptions): RunningServer {
  const routes: Record<string, Partial<Record<HttpMethod, BunRoute>>> = {};
  const fallback = options.fallback;
  // Only a path declared with escapes (`/café` is `/caf%C3%A9`) can lose a raw request to a `:param` route.
  const rematch = [...options.routes.keys()].some((path) => path.includes('%')) ? fallback : undefined;
  for (const [path, methods] of options.routes) routes[path] = toBunMethods(methods, path.includes(':'), rematch);
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
    // Bun's production mode binds with SO_REUSEPORT: a second copy would take half the requests silently.
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

// Bun's own 128 MiB cap: raised for a larger fw limit, kept below it for raw routes (README "Design notes").
const BUN_DEFAULT_BODY_CAP = 128 * 1024 * 1024;

function toRuntimeBodyCap(bodyLimit: number): number {
  return Number.isFinite(bodyLimit) ? Math.max(BUN_DEFAULT_BODY_CAP, bodyLimit) : Number.MAX_SAFE_INTEGER;
}

// No `'*'`, and no fixed `Response` under HEAD: Bun 1.4.5 would route `FOO` to GET (README "Design notes").
function toBunMethods(
  methods: MethodEntries,
  hasParams: boolean,
  rematch: RouteHandler | undefined,
): Partial<Record<HttpMethod, BunRoute>> {
  const byMethod: Partial<Record<HttpMethod, BunRoute>> = {};
  for (const [method, entry] of methods) {
    if (method === OTHER_METHODS) continue;
    if (method === 'HEAD' && entry instanceof Response) {
      if (methods.get('GET') !== entry) byMethod.HEAD = () => entry.clone();
    } else {
      byMethod[method] = toBunRoute(entry, hasParams, rematch);
    }
  }
  return byMethod;
}

// A path without `:param` segments needs no wrapper: the handler's third argument stays unset.
function toBunRoute(entry: RouteEntry, hasParams: boolean, rematch: RouteHandler | undefined): BunRoute {
  if (entry instanceof Response || !hasParams) return entry as BunRoute;
  if (rematch === undefined)
    return (request, server) => entry(request, server as unknown as ServerHandle, request.params);
  // Bun's router matched the raw spelling (`/p/café` to `/p/:id`); fw's matcher reads the URL as parsed.
  return (request, server) => {
    const params: Record<string, string> = request.params;
    for (const name in params) {
      if (holdsEncodedCharacter(params[name] as string)) return rematch(request, server as unknown as ServerHandle);
    }
    return entry(request, server as unknown as ServerHandle, params);
  };
}
