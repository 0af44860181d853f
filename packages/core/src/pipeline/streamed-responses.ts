// Marked where fw builds them, since reading `response.body` of a buffered answer costs Bun its fast send.
const streamed = new WeakSet<Response>();

/** `response`, remembered as one whose body fw made a stream (a generator's, a returned `ReadableStream`). */
export function markStreamed(response: Response): Response {
  streamed.add(response);
  return response;
}

/** Whether fw built `response` around a stream: the body an access log or a span counts as it passes. */
export function isStreamed(response: Response): boolean {
  return streamed.has(response);
}
