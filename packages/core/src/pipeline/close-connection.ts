/** Whether the app is draining: set when `stop()` begins, read once per response fw makes. */
export interface Drain {
  closing: boolean;
  /** While set, the responses that end wait for it: the quiet moment before the listener closes. */
  held: Promise<void> | undefined;
  /** Milliseconds without a new request before the stop closes the listener (the `drainQuiet` option). */
  quiet: number;
  /** In a worker: waits for the other workers at a step of the stop, so all close, then answer, together. */
  step: ((phase: 'quiet' | 'closed') => Promise<void>) | undefined;
}

/** The last step of every response fw makes: `Connection: close` while the app drains. */
export type FinishResponse = (response: Response) => Response | Promise<Response>;

export function createDrain(quiet = 0): Drain {
  return { closing: false, held: undefined, quiet, step: undefined };
}

export function createFinish(drain: Drain): FinishResponse {
  return (response) => (drain.closing ? toLastResponse(drain, response) : response);
}

export function toLastResponse(drain: Drain, response: Response): Response | Promise<Response> {
  return drain.held === undefined ? closeConnection(response) : drain.held.then(() => closeConnection(response));
}

/** Holds every response that ends from now on until the returned function is called. */
export function holdResponses(drain: Drain): () => void {
  let release = () => {};
  drain.held = new Promise<void>((resolve) => (release = resolve));
  return () => {
    drain.held = undefined;
    release();
  };
}

/** The response as the connection's last (RFC 9112 §9.6): the next request goes on a new connection. */
export function closeConnection(response: Response): Response {
  try {
    response.headers.set('connection', 'close');
    return response;
  } catch {
    // Headers a response was given immutable (Fetch: `Response.redirect()`, a `fetch()` answer passed on).
    const copy = new Response(response.body, response);
    copy.headers.set('connection', 'close');
    return copy;
  }
}
