import type { Context } from '../context.ts';
import { isIterator, toIteratorStream } from './iterator-stream.ts';

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
  if (!ctx.hasResponseHeaders) return toBareResponse(value, ctx.explicitStatus);
  if (value instanceof Response) return value;
  const headers = ctx.responseHeaders;
  if (value === undefined || value === null) return new Response(null, { status: ctx.explicitStatus ?? 204, headers });
  const status = ctx.status;
  if (isNullBodyStatus(status)) return new Response(null, { status, headers });
  if (typeof value === 'string') return new Response(value, { status, headers: withType(headers, TEXT) });
  if (isBinary(value)) return new Response(value, { status, headers: isUntyped(value) ? withType(headers, BYTES) : headers });
  if (isIterator(value)) return new Response(toIteratorStream(value), { status, headers: withType(headers, BYTES) });
  return new Response(JSON.stringify(value), { status, headers: withType(headers, JSON_TYPE) });
}

/**
 * `toResponse` for a response with no headers of the handler's own: what a route whose handler cannot
 * reach the context (no middleware, no `@Ctx`) answers with its fixed status. `status` is `undefined`
 * when nothing set one: 200, or 204 for an empty value; a status that was set wins even when it is 200.
 */
export function toBareResponse(value: unknown, status: number | undefined): Response {
  if (value instanceof Response) return value;
  if (typeof value === 'string') return status === undefined ? new Response(value) : new Response(value, { status });
  if (isPlainData(value)) return status === undefined ? Response.json(value) : Response.json(value, { status });
  if (value === undefined || value === null) return new Response(null, { status: status ?? 204 });
  if (isBinary(value)) {
    // Unset is 200, Response's own default.
    const init: ResponseInit = { status: status ?? 200 };
    if (isUntyped(value)) init.headers = { 'content-type': BYTES };
    return new Response(value, init);
  }
  if (isIterator(value)) return new Response(toIteratorStream(value), { status: status ?? 200, headers: { 'content-type': BYTES } });
  return status === undefined ? Response.json(value) : Response.json(value, { status });
}

/**
 * 204, 205 and 304 never carry content (RFC 9110 §15.3.5, §15.3.6, §15.4.5): Bun drops such a body on the
 * wire but keeps its `Content-Type`, and `app.fetch()` would keep both. fw sends neither, as Express and
 * NestJS do, so a value returned under `@HttpCode(204)` or `ctx.json(x, 204)` reads the same everywhere.
 */
export function isNullBodyStatus(status: number | undefined): boolean {
  return status === 204 || status === 205 || status === 304;
}

function isPlainData(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === Array.prototype || proto === null;
}

function withType(headers: Headers, type: string): Headers {
  if (!headers.has('content-type')) headers.set('content-type', type);
  return headers;
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
