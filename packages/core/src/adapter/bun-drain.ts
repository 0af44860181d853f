import type { HttpMethod } from '../types.ts';
import { holdResponses, toLastResponse, type Drain } from '../pipeline/close-connection.ts';

type Answer = Response | undefined | Promise<Response | undefined>;
export type BunRoute = Response | ((request: Bun.BunRequest, server: Bun.Server<unknown>) => Answer);
type BunFetch = (request: Request, server: Bun.Server<unknown>) => Answer;

/** The handlers `Bun.serve` was given, which a drain replaces. */
export interface Handlers {
  readonly routes: Record<string, Partial<Record<HttpMethod, BunRoute>>>;
  readonly fetch: BunFetch;
  readonly websocket: Bun.WebSocketHandler<unknown> | undefined;
  readonly error: (error: unknown) => Response | Promise<Response>;
}

export interface Drainer {
  /** From now on every response says `Connection: close`, whatever answers it. */
  drain(): void;
  /** Drains, closes the listener at a quiet moment, then waits for the requests in flight. */
  stop(): Promise<void>;
}

// What a client sends on an earlier response arrives within a round trip (a LAN: under a millisecond).
const QUIET_MS = 5;

// Bun's `stop()` resets queued and idle connections (oven-sh/bun#37074): README "Draining keep-alive connections".
export function createDrainer(server: Bun.Server<unknown>, handlers: Handlers, state: Drain): Drainer {
  let draining = false;
  // reload() swaps the handlers for the requests that arrive from now on, at no cost before the stop.
  const drain = () => {
    if (draining) return;
    draining = true;
    server.reload({ ...handlers, ...toClosingHandlers(handlers, state) } as Bun.Serve.Options<unknown>);
  };
  const stop = async () => {
    drain();
    const release = holdResponses(state);
    await Bun.sleep(QUIET_MS);
    // One more turn for a loop that was busy past the wait: what a client sent meanwhile is read first.
    await Bun.sleep(0);
    let stopped: Promise<void>;
    try {
      stopped = server.stop(false);
    } finally {
      release();
    }
    await stopped;
  };
  return { drain, stop };
}

function toClosingHandlers({ routes, fetch, error }: Handlers, state: Drain): Omit<Handlers, 'websocket'> {
  const closingRoutes: Handlers['routes'] = {};
  for (const [path, methods] of Object.entries(routes)) {
    const byMethod: Partial<Record<HttpMethod, BunRoute>> = {};
    for (const [method, route] of Object.entries(methods)) {
      byMethod[method as HttpMethod] = toClosingRoute(route, state);
    }
    closingRoutes[path] = byMethod;
  }
  const closingFetch = toClosingRoute(fetch, state) as BunFetch;
  const closingError = async (thrown: unknown) => toLastResponse(state, await error(thrown));
  return { routes: closingRoutes, fetch: closingFetch, error: closingError };
}

function toClosingRoute(route: BunRoute | BunFetch, state: Drain): BunRoute {
  if (route instanceof Response) return () => toLastResponse(state, route.clone());
  // `undefined`: the request was upgraded to a WebSocket, and there is no response to mark.
  const close = (answer: Response | undefined) => (answer === undefined ? undefined : toLastResponse(state, answer));
  return (request, server) => {
    const answer = route(request, server);
    return answer instanceof Promise ? answer.then(close) : close(answer);
  };
}
