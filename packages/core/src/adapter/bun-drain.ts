import type { HttpMethod } from '../types.ts';
import { holdResponses, toLastResponse, type Drain } from '../pipeline/close-connection.ts';
import { MAX_HOLD_MS, waitForQuiet, type Arrivals } from '../runtime/wait-for-quiet.ts';

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

// Bun's `stop()` resets queued and idle connections (oven-sh/bun#37074): README "Draining keep-alive connections".
export function createDrainer(server: Bun.Server<unknown>, handlers: Handlers, state: Drain): Drainer {
  let draining = false;
  const arrivals = { last: 0 };
  // reload() swaps the handlers for the requests that arrive from now on, at no cost before the stop.
  const drain = () => {
    if (draining) return;
    draining = true;
    arrivals.last = performance.now();
    const closing = toClosingHandlers(handlers, state, arrivals);
    server.reload({ ...handlers, ...closing } as Bun.Serve.Options<unknown>);
  };
  const stop = async () => {
    drain();
    // Held, no answer prompts a reconnect, and what pooled clients still send arrives; in workers the hold
    // lasts until the other processes' answers stop prompting reconnects into this listener's queue too.
    const release = holdResponses(state);
    await waitForQuiet(arrivals, state.quiet, MAX_HOLD_MS);
    // One more turn for a loop that was busy past the wait: what a client sent meanwhile is read first.
    await Bun.sleep(0);
    await state.step?.('quiet');
    let stopped: Promise<void> | undefined;
    try {
      stopped = server.stop(false);
      // Workers answer once every listener is closed: a client told `Connection: close` is then refused.
      await state.step?.('closed');
    } finally {
      release();
    }
    await stopped;
  };
  return { drain, stop };
}

function toClosingHandlers(
  { routes, fetch, error }: Handlers,
  state: Drain,
  arrivals: Arrivals,
): Omit<Handlers, 'websocket'> {
  const closingRoutes: Handlers['routes'] = {};
  for (const [path, methods] of Object.entries(routes)) {
    const byMethod: Partial<Record<HttpMethod, BunRoute>> = {};
    for (const [method, route] of Object.entries(methods)) {
      byMethod[method as HttpMethod] = toClosingRoute(route, state, arrivals);
    }
    closingRoutes[path] = byMethod;
  }
  const closingFetch = toClosingRoute(fetch, state, arrivals) as BunFetch;
  const closingError = async (thrown: unknown) => toLastResponse(state, await error(thrown));
  return { routes: closingRoutes, fetch: closingFetch, error: closingError };
}

function toClosingRoute(route: BunRoute | BunFetch, state: Drain, arrivals: Arrivals): BunRoute {
  if (route instanceof Response) {
    return () => {
      arrivals.last = performance.now();
      return toLastResponse(state, route.clone());
    };
  }
  // `undefined`: the request was upgraded to a WebSocket, and there is no response to mark.
  const close = (answer: Response | undefined) => (answer === undefined ? undefined : toLastResponse(state, answer));
  return (request, server) => {
    arrivals.last = performance.now();
    const answer = route(request, server);
    return answer instanceof Promise ? answer.then(close) : close(answer);
  };
}
