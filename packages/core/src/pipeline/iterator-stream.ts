import { readMediaType } from './media-type.ts';

/** What a `ReadableStream` body carries: text or bytes. */
type Chunk = string | Uint8Array;

/**
 * A generator, an async generator or another iterator. It yields chunks (text, bytes), or values that
 * go out as JSON (see `toChunk`).
 */
export type ChunkIterator = AsyncIterator<unknown> | Iterator<unknown>;

/**
 * A generator or async generator (`async *events() { yield 'data: 1\n\n'; }`, Elysia's streaming
 * handler) or another iterator. Arrays, maps and sets are iterable but not iterators (no `next`), so
 * they stay JSON; a generator as JSON would be `{}`.
 */
export function isIterator(value: unknown): value is ChunkIterator {
  if (typeof value !== 'object' || value === null || typeof (value as { next?: unknown }).next !== 'function')
    return false;
  return Symbol.asyncIterator in value || Symbol.iterator in value;
}

/**
 * A stream over an iterator, one chunk per pull (so a slow client slows the generator down), ended
 * with the iterator's `return()` when the reader cancels (the client went away, a HEAD request), so
 * the generator's `finally` runs and whatever it holds is released.
 *
 * `first` is a step already taken (see `toPrimedStream`); `events` says the response is a
 * `text/event-stream`, which decides how a yielded object is written (see `toChunk`).
 *
 * @example
 * new Response(toIteratorStream((async function* () { yield 'a'; })()));
 */
export function toIteratorStream(
  iterator: ChunkIterator,
  first?: IteratorResult<unknown>,
  events = false,
): ReadableStream<Chunk> {
  return new ReadableStream<Chunk>({
    start(controller) {
      if (first === undefined) return;
      if (first.done) controller.close();
      else enqueue(controller, first.value, events);
    },
    async pull(controller) {
      // A step that sends nothing (`yield undefined`) must not end the pull without a chunk: the stream
      // would wait for one that never comes.
      for (;;) {
        const step = await iterator.next();
        if (step.done) return controller.close();
        if (enqueue(controller, step.value, events)) return;
      }
    },
    async cancel(reason) {
      await iterator.return?.(reason);
    },
  });
}

/** Puts a yielded value on the stream; false when it sends nothing. */
function enqueue(controller: ReadableStreamDefaultController<Chunk>, value: unknown, events: boolean): boolean {
  const chunk = toChunk(value, events);
  if (chunk === undefined) return false;
  controller.enqueue(chunk);
  return true;
}

/**
 * A string or bytes go out as they are (an `ArrayBuffer` or a typed array as its bytes): the handler
 * wrote the frame. Any other value is JSON, framed so a reader can tell one from the next: an event
 * (`data: {"n":1}\n\n`) in a `text/event-stream`, as Elysia writes it there, else a line
 * (`{"n":1}\n`, newline-delimited JSON; Elysia writes no separator, so two values in one read could
 * not be split). `undefined` (and what JSON cannot hold: a function) sends nothing; handed to the
 * runtime as it is, a non-chunk would reset the connection.
 */
function toChunk(value: unknown, events: boolean): Chunk | undefined {
  if (typeof value === 'string' || value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  const json: string | undefined = JSON.stringify(value);
  if (json === undefined) return undefined;
  return events ? `data: ${json}\n\n` : `${json}\n`;
}

/** A yielded value `toChunk` writes as JSON: not text, not bytes, not `undefined`. */
function isJsonValue(value: unknown): boolean {
  if (value === undefined || typeof value === 'string') return false;
  return !(value instanceof ArrayBuffer) && !ArrayBuffer.isView(value);
}

/** Whether a response's `Content-Type` is `text/event-stream`, in any case. */
export function isEventStream(contentType: string | null): boolean {
  return readMediaType(contentType).startsWith('text/event-stream');
}

/** Newline-delimited JSON's media type: a generator stream whose first value went out as a JSON line. */
export const NDJSON = 'application/x-ndjson';

/** The primed streams of JSON lines, which `toResponse` labels `NDJSON` (see `toPrimedStream`). */
const jsonLines = new WeakSet<ReadableStream<Chunk>>();

/** True for a generator's stream whose first value went out as a line of JSON (not text, not bytes). */
export function isJsonLines(stream: unknown): boolean {
  return stream instanceof ReadableStream && jsonLines.has(stream);
}

/**
 * The stream of a generator handler, once the generator has run to its first `yield` (as Elysia does):
 * headers and a status set before it (`ctx.setHeader('content-type', 'text/event-stream')`) make it
 * into the response, and an error thrown before it (`throw new UnauthorizedException()`) rejects here,
 * so it answers as the route's error instead of breaking a stream already sent as 200. `isEvents` is
 * asked after that first step, when such a header is set (see `toIteratorStream`).
 */
export async function toPrimedStream(
  iterator: ChunkIterator,
  isEvents?: () => boolean,
): Promise<ReadableStream<Chunk>> {
  const first = await iterator.next();
  const events = isEvents?.() ?? false;
  const stream = toIteratorStream(iterator, first, events);
  // A first value that is neither text nor bytes makes JSON lines: labelled so the client iterates them.
  if (!events && !first.done && isJsonValue(first.value)) jsonLines.add(stream);
  return stream;
}

/** A generator or async generator function (`*events()`, `async *events()`): decided once, at `listen()`. */
export function isGeneratorFunction(method: (...args: never[]) => unknown): boolean {
  const tag = Object.prototype.toString.call(method);
  return tag === '[object AsyncGeneratorFunction]' || tag === '[object GeneratorFunction]';
}
