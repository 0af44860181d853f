import type { Context } from '../context/context.ts';
import {
  NDJSON,
  isEventStream,
  isIterator,
  isJsonLines,
  toIteratorStream,
  type ChunkIterator,
} from './iterator-stream.ts';
import { isNullBodyStatus } from '../http/null-body-status.ts';
import { webAnswers, type PlainAnswers } from '../runtime/plain-answers.ts';
import { markStreamed } from './streamed-responses.ts';

const TEXT = 'text/plain;charset=utf-8';
const JSON_TYPE = 'application/json;charset=utf-8';
const BYTES = 'application/octet-stream';

/** The one place a handler's value becomes a `Response` (spec, "Response payload mapping"). */
export function toResponse(value: unknown, ctx: Context, answers: PlainAnswers = webAnswers): Response {
  const explicitStatus = ctx.explicitStatus;
  // Before the bare path, which `ctx.status = 204` takes when no response header was set.
  if (isNullBodyStatus(explicitStatus)) {
    return toEmptyResponse(value, explicitStatus, ctx.hasResponseHeaders ? ctx.responseHeaders : undefined);
  }
  if (!ctx.hasResponseHeaders) {
    return toBareResponse(value, explicitStatus ?? toDefaultStatus(value, ctx.defaultStatus), answers);
  }
  if (value instanceof Response) return value;
  const headers = ctx.responseHeaders;
  if (value === undefined || value === null) return new Response(null, { status: explicitStatus ?? 204, headers });
  const status = ctx.status;
  if (typeof value === 'string') return withType(new Response(value, { status, headers }), headers, TEXT);
  if (isBinary(value)) {
    const response = toBinaryResponse(value, { status, headers });
    return isUntyped(value) ? withType(response, headers, isJsonLines(value) ? NDJSON : BYTES) : response;
  }
  if (isIterator(value)) {
    const stream = toIteratorStream(value, undefined, isEventStream(headers.get('content-type')));
    return withType(markStreamed(new Response(stream, { status, headers })), headers, BYTES);
  }
  return withType(new Response(toJsonText(value), { status, headers }), headers, JSON_TYPE);
}

/** The route's default status (201 on `@Post()`), but never for an empty value, which answers 204. */
export function toDefaultStatus(value: unknown, defaultStatus: number | undefined): number | undefined {
  return defaultStatus === undefined || value === undefined || value === null ? undefined : defaultStatus;
}

/** `JSON.stringify` that refuses a function or a symbol, as `Response.json` does, rather than an empty 200. */
function toJsonText(value: unknown): string {
  const text: string | undefined = JSON.stringify(value);
  if (text === undefined) throw new TypeError('Value is not JSON serializable');
  return text;
}

/** `toResponse` for a route whose handler cannot reach the context; `status` `undefined` when none was set. */
export function toBareResponse(
  value: unknown,
  status: number | undefined,
  answers: PlainAnswers = webAnswers,
): Response {
  if (value instanceof Response) return value;
  // Bun does not label an empty string, which the client would read as `null`, not the promised `''`.
  if (typeof value === 'string') return answers.text(value, status, value === '' ? TEXT : undefined);
  if (isPlainData(value)) return answers.json(value, status);
  if (value === undefined || value === null) return answers.empty(status ?? 204);
  if (isBinary(value)) {
    const init: ResponseInit = { status: status ?? 200 };
    if (isUntyped(value)) init.headers = { 'content-type': isJsonLines(value) ? NDJSON : BYTES };
    return toBinaryResponse(value, init);
  }
  if (isIterator(value)) {
    const init = { status: status ?? 200, headers: { 'content-type': BYTES } };
    return markStreamed(new Response(toIteratorStream(value), init));
  }
  return answers.json(value, status);
}

// A dropped stream is cancelled and an iterator ended with `return()`, so a generator's `finally` runs.
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
  } catch {}
}

function isPlainData(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === Array.prototype || proto === null;
}

// Not into the context's headers: a middleware answering another value after `next()` would keep the old type.
function withType(response: Response, headers: Headers, type: string): Response {
  if (!headers.has('content-type')) response.headers.set('content-type', type);
  return response;
}

// `application/octet-stream` (RFC 9110 §8.3), not Bun's `text/plain`: the browser client reads a `Blob`.
function isUntyped(value: BodyInit): boolean {
  if (value instanceof Blob) return value.type === '';
  return !(value instanceof FormData || value instanceof URLSearchParams);
}

function toBinaryResponse(value: BodyInit, init: ResponseInit): Response {
  const response = new Response(value, init);
  return value instanceof ReadableStream ? markStreamed(response) : response;
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
