import type { HttpMethod } from '../types.ts';
import { closeConnection } from '../pipeline/close-connection.ts';

type Answer = Response | undefined | Promise<Response | undefined>;
export type BunRoute = Response | ((request: Bun.BunRequest, server: Bun.Server<unknown>) => Answer);
type BunFetch = (request: Request, server: Bun.Server<unknown>) => Answer;

/** The handlers `Bun.serve` was given, which a drain replaces. */
export interface Handlers {
  readonly routes: Record<string, Partial<Record<HttpMethod, BunRoute>>>;
  readonly fetch: BunFetch;
  readonly websocket: Bun.WebSocketHandler<unknown> | undefined;
  readonly error: (error: unknown) => Response;
}

export interface Drainer {
  /** From now on every response says `Connection: close`, whatever answers it. */
  drain(): void;
  /** Drains, then waits for the requests already on their way: the idle connections may then be closed. */
  settle(): Promise<void>;
}

// A request sent before its client read a `Connection: close` arrives within a round trip: in the same
// process two turns of the event loop, from a load balancer on the LAN under a millisecond.
const SETTLE_MS = 5;

/**
 * Bun's graceful `stop()` closes the connections it sees idle at once (oven-sh/bun#37074), and resets
 * one whose client's next request is already on its way: the settle lets those requests in first.
 */
export function createDrainer(server: Bun.Server<unknown>, handlers: Handlers): Drainer {
  let draining = false;
  // reload() swaps the handlers for the requests that arrive from now on, at no cost before the stop.
  const drain = () => {
    if (draining) return;
    draining = true;
    server.reload({ ...handlers, ...toClosingHandlers(handlers) } as Bun.Serve.Options<unknown>);
  };
  const settle = async () => {
    drain();
    await Bun.sleep(SETTLE_MS);
    // One more turn for a loop that was busy past the wait: what a client sent meanwhile is read first.
    await Bun.sleep(0);
  };
  return { drain, settle };
}

function toClosingHandlers({ routes, fetch, error }: Handlers): Omit<Handlers, 'websocket'> {
  const closingRoutes: Handlers['routes'] = {};
  for (const [path, methods] of Object.entries(routes)) {
    const byMethod: Partial<Record<HttpMethod, BunRoute>> = {};
    for (const [method, route] of Object.entries(methods)) byMethod[method as HttpMethod] = toClosingRoute(route);
    closingRoutes[path] = byMethod;
  }
  const closingFetch = toClosingRoute(fetch) as BunFetch;
  return { routes: closingRoutes, fetch: closingFetch, error: (thrown) => closeConnection(error(thrown)) };
}

function toClosingRoute(route: BunRoute | BunFetch): BunRoute {
  if (route instanceof Response) return () => closeConnection(route.clone());
  return (request, server) => {
    const answer = route(request, server);
    return answer instanceof Promise ? answer.then(closeAnswer) : closeAnswer(answer);
  };
}

// `undefined`: the request was upgraded to a WebSocket, and there is no response to mark.
function closeAnswer(answer: Response | undefined): Response | undefined {
  return answer === undefined ? undefined : closeConnection(answer);
}
