/**
 * How the pipeline makes the plain answers of a handler's value: a string, JSON, no body. Bun takes real
 * `Response`s; a runtime that writes such answers straight to its socket (Node) gives stand-ins that become
 * a real `Response` the moment anything reads them as one.
 */
export interface PlainAnswers {
  /** A string body; `type` `undefined` is the runtime's own type for a string (`text/plain;charset=…`). */
  text(body: string, status: number | undefined, type?: string): Response;
  /** `Response.json(value)`: a `TypeError` for a value JSON cannot carry. */
  json(value: unknown, status: number | undefined): Response;
  empty(status: number): Response;
}

/** The Fetch API's own answers, the default of every runtime. */
export const webAnswers: PlainAnswers = {
  text(body, status, type) {
    if (type !== undefined) return new Response(body, { status: status ?? 200, headers: { 'content-type': type } });
    return status === undefined ? new Response(body) : new Response(body, { status });
  },
  json: (value, status) => (status === undefined ? Response.json(value) : Response.json(value, { status })),
  empty: (status) => new Response(null, { status }),
};
