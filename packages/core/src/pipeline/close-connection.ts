/** Whether the app is draining: set when `stop()` begins, read once per response fw makes. */
export interface Drain {
  closing: boolean;
}

/** The last step of every response fw makes: `Connection: close` while the app drains, else the response as it is. */
export type FinishResponse = (response: Response) => Response;

export function createDrain(): Drain {
  return { closing: false };
}

export function createFinish(drain: Drain): FinishResponse {
  return (response) => (drain.closing ? closeConnection(response) : response);
}

/**
 * The response as the connection's last (RFC 9112 §9.6): the client sends its next request on a new
 * connection instead of into one the server is closing, and the runtime closes it once the response is sent.
 */
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
