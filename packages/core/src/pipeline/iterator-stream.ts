/** What a streaming handler yields: text or bytes, as a `ReadableStream` body carries them. */
type Chunk = string | Uint8Array;

/** A generator, an async generator or another iterator of chunks. */
export type ChunkIterator = AsyncIterator<Chunk> | Iterator<Chunk>;

/**
 * A generator or async generator (`async *events() { yield 'data: 1\n\n'; }`, Elysia's streaming
 * handler) or another iterator. Arrays, maps and sets are iterable but not iterators (no `next`), so
 * they stay JSON; a generator as JSON would be `{}`.
 */
export function isIterator(value: unknown): value is ChunkIterator {
  if (typeof value !== 'object' || value === null || typeof (value as { next?: unknown }).next !== 'function') return false;
  return Symbol.asyncIterator in value || Symbol.iterator in value;
}

/**
 * A stream over an iterator, one chunk per pull (so a slow client slows the generator down), ended
 * with the iterator's `return()` when the reader cancels (the client went away, a HEAD request), so
 * the generator's `finally` runs and whatever it holds is released.
 *
 * `first` is a step already taken (see `toPrimedStream`).
 *
 * @example
 * new Response(toIteratorStream((async function* () { yield 'a'; })()));
 */
export function toIteratorStream(iterator: ChunkIterator, first?: IteratorResult<Chunk>): ReadableStream<Chunk> {
  return new ReadableStream<Chunk>({
    start(controller) {
      if (first === undefined) return;
      if (first.done) controller.close();
      else controller.enqueue(first.value);
    },
    async pull(controller) {
      const step = await iterator.next();
      if (step.done) controller.close();
      else controller.enqueue(step.value);
    },
    async cancel(reason) {
      await iterator.return?.(reason);
    },
  });
}

/**
 * The stream of a generator handler, once the generator has run to its first `yield` (as Elysia does):
 * headers and a status set before it (`ctx.setHeader('content-type', 'text/event-stream')`) make it
 * into the response, and an error thrown before it (`throw new UnauthorizedException()`) rejects here,
 * so it answers as the route's error instead of breaking a stream already sent as 200.
 */
export async function toPrimedStream(iterator: ChunkIterator): Promise<ReadableStream<Chunk>> {
  return toIteratorStream(iterator, await iterator.next());
}

/** A generator or async generator function (`*events()`, `async *events()`): decided once, at `listen()`. */
export function isGeneratorFunction(method: (...args: never[]) => unknown): boolean {
  const tag = Object.prototype.toString.call(method);
  return tag === '[object AsyncGeneratorFunction]' || tag === '[object GeneratorFunction]';
}
