import { readMediaType } from './media-type.ts';

// Bytes only: undici's `Response` (Node's `app.fetch()`) refuses a stream of strings, which Bun would take.
type Chunk = Uint8Array;

/** A generator, an async generator or another iterator: yields chunks or values sent as JSON. */
export type ChunkIterator = AsyncIterator<unknown> | Iterator<unknown>;

// Arrays, maps and sets are iterable but not iterators (no `next`), so they stay JSON.
export function isIterator(value: unknown): value is ChunkIterator {
  if (typeof value !== 'object' || value === null || typeof (value as { next?: unknown }).next !== 'function')
    return false;
  return Symbol.asyncIterator in value || Symbol.iterator in value;
}

/**
 * A stream over an iterator, one chunk per pull; a cancel calls `return()` so the generator's `finally` runs.
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
      // A pull that ends without a chunk (`yield undefined`) would leave the stream waiting forever.
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

function enqueue(controller: ReadableStreamDefaultController<Chunk>, value: unknown, events: boolean): boolean {
  const chunk = toChunk(value, events);
  if (chunk === undefined) return false;
  controller.enqueue(chunk);
  return true;
}

const encoder = new TextEncoder();

// Text as UTF-8, bytes as they are (not copied); other values as an SSE `data:` event or an NDJSON line
// (README "Responses").
function toChunk(value: unknown, events: boolean): Chunk | undefined {
  if (value instanceof Uint8Array) return value;
  if (typeof value === 'string') return encoder.encode(value);
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  const json: string | undefined = JSON.stringify(value);
  if (json === undefined) return undefined;
  return encoder.encode(events ? `data: ${json}\n\n` : `${json}\n`);
}

function isJsonValue(value: unknown): boolean {
  if (value === undefined || typeof value === 'string') return false;
  return !(value instanceof ArrayBuffer) && !ArrayBuffer.isView(value);
}

export function isEventStream(contentType: string | null): boolean {
  return readMediaType(contentType).startsWith('text/event-stream');
}

export const NDJSON = 'application/x-ndjson';

const jsonLines = new WeakSet<ReadableStream<Chunk>>();

export function isJsonLines(stream: unknown): boolean {
  return stream instanceof ReadableStream && jsonLines.has(stream);
}

// Run to the first `yield` (as Elysia does): headers set before it count, and an error before it is the route's.
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

/** A generator or async generator function: decided once, at `listen()`. */
export function isGeneratorFunction(method: (...args: never[]) => unknown): boolean {
  const tag = Object.prototype.toString.call(method);
  return tag === '[object AsyncGeneratorFunction]' || tag === '[object GeneratorFunction]';
}
