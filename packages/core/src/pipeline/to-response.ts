import type { Context } from '../context/context.ts';
import {
  NDJSON,
  isEventStream,
  isIterator,
  isJsonLines,
  toIteratorStream,
  type ChunkIterator,
} from './iterator-stream.ts';
import { isNullBodyStatus } from './null-body-status.ts';

const TEXT = 'text/plain;charset=utf-8';
const JSON_TYPE = 'application/json;charset=utf-8';
const BYTES = 'application/octet-stream';

/**
 * The one place a handler's value becomes a `Response` (spec, "Response payload mapping"):
 * a `Response` passes through untouched (the headers set on `ctx` are not merged: the handler built it
 * whole); `undefined`/`null` → 204 with an empty body (or the status `@HttpCode` or `ctx.status` set, 200
 * included); a string → text; binary and streams → their bytes; a generator → a stream; anything else → JSON.
 */
export function toResponse(value: unknown, ctx: Context): Response {
  const explicitStatus = ctx.explicitStatus;
  // Checked before the bare path, which `ctx.status = 204` (or `@HttpCode(204)` under a middleware) takes
  // when no response header was set.
  if (isNullBodyStatus(explicitStatus)) {
    return toEmptyResponse(value, explicitStatus, ctx.hasResponseHeaders ? ctx.responseHeaders : undefined);
  }
  if (!ctx.hasResponseHeaders) {
    return toBareResponse(value, explicitStatus ?? toDefaultStatus(value, ctx.defaultStatus));
  }
  if (value instanceof Response) return value;
  const headers = ctx.responseHeaders;
  if (value === undefined || value === null) return new Response(null, { status: explicitStatus ?? 204, headers });
  const status = ctx.status;
  if (typeof value === 'string') return withType(new Response(value, { status, headers }), headers, TEXT);
  if (isBinary(value)) {
    const response = new Response(value, { status, headers });
    return isUntyped(value) ? withType(response, headers, isJsonLines(value) ? NDJSON : BYTES) : response;
  }
  if (isIterator(value)) {
    const stream = toIteratorStream(value, undefined, isEventStream(headers.get('content-type')));
    return withType(new Response(stream, { status, headers }), headers, BYTES);
  }
  return withType(new Response(toJsonText(value), { status, headers }), headers, JSON_TYPE);
}

/**
 * The status a value answers with when nothing set one: the route's default (201 on a `@Post()` route),
 * but never for an empty value, which answers 204 (spec: a missing value is 204).
 */
export function toDefaultStatus(value: unknown, defaultStatus: number | undefined): number | undefined {
  return defaultStatus === undefined || value === undefined || value === null ? undefined : defaultStatus;
}

/**
 * `JSON.stringify` that refuses what JSON cannot hold (a function, a symbol) as `Response.json` does on
 * the context-free path, rather than answering an empty 200: the route's 500, logged.
 */
function toJsonText(value: unknown): string {
  const text: string | undefined = JSON.stringify(value);
  if (text === undefined) throw new TypeError('Value is not JSON serializable');
  return text;
}

/**
 * `toResponse` for a response with no headers of the handler's own: what a route whose handler cannot
 * reach the context (no middleware, no `@Ctx`) answers with its fixed status. `status` is `undefined`
 * when nothing set one: 200, or 204 for an empty value; a status that was set wins even when it is 200.
 */
export function toBareResponse(value: unknown, status: number | undefined): Response {
  if (value instanceof Response) return value;
  if (typeof value === 'string') {
    // Bun labels a string `text/plain` on the wire, but not an empty one, which the client would then
    // read as no body at all (`null`) instead of the `''` the contract promises.
    if (value === '') return new Response(value, { status: status ?? 200, headers: { 'content-type': TEXT } });
    return status === undefined ? new Response(value) : new Response(value, { status });
  }
  if (isPlainData(value)) return status === undefined ? Response.json(value) : Response.json(value, { status });
  if (value === undefined || value === null) return new Response(null, { status: status ?? 204 });
  if (isBinary(value)) {
    // Unset is 200, Response's own default.
    const init: ResponseInit = { status: status ?? 200 };
    if (isUntyped(value)) init.headers = { 'content-type': isJsonLines(value) ? NDJSON : BYTES };
    return new Response(value, init);
  }
  if (isIterator(value))
    return new Response(toIteratorStream(value), { status: status ?? 200, headers: { 'content-type': BYTES } });
  return status === undefined ? Response.json(value) : Response.json(value, { status });
}

/**
 * The answer under a status that carries no content (see `isNullBodyStatus`): the value is dropped, a
 * `Response` aside (the handler built it whole). A dropped stream is cancelled, so a generator
 * handler's `finally` runs rather than waiting at its `yield` for a reader that never comes; a dropped
 * iterator (a cursor a handler hands on) is ended with `return()`, as a cancelled stream would end it.
 */
export function toEmptyResponse(value: unknown, status: number, headers?: Headers): Response {
  if (value instanceof Response) return value;
  if (value instanceof ReadableStream) value.cancel().catch(() => {});
  else if (isIterator(value)) endIterator(value);
  return new Response(null, headers === undefined ? { status } : { status, headers });
}

// A sync `return()` may throw and an async one reject: the answer is decided, so neither is the client's.
function endIterator(iterator: ChunkIterator): void {
  try {
    Promise.resolve(iterator.return?.()).catch(() => {});
  } catch {
    // Nothing to answer: the 204 stands.
  }
}

function isPlainData(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === Array.prototype || proto === null;
}

// The type the value implies goes on the response, not into the context's headers, unless one set there
// says otherwise: a middleware that answers another value after `next()` (an envelope around a text)
// would otherwise be sent with the type of the value it replaced.
function withType(response: Response, headers: Headers, type: string): Response {
  if (!headers.has('content-type')) response.headers.set('content-type', type);
  return response;
}

/**
 * Bytes, streams and a Blob without a type carry no media type of their own (Bun labels such a Blob
 * `text/plain`, as it labels a string): `application/octet-stream` (RFC 9110 §8.3) tells the browser
 * client to read a `Blob`, as the contract says. `FormData` and `URLSearchParams` bring their own.
 */
function isUntyped(value: BodyInit): boolean {
  if (value instanceof Blob) return value.type === '';
  return !(value instanceof FormData || value instanceof URLSearchParams);
}

function isBinary(value: unknown): value is BodyInit {
  return (
    value instanceof ArrayBuffer ||
    ArrayBuffer.isView(value) ||
    value instanceof Blob ||
    value instanceof ReadableStream ||
    value instanceof FormData ||
    value instanceof URLSearchParams
  );
}
