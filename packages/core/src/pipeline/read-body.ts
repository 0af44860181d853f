import {
  BadRequestException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '../errors/http-exception.ts';
import { messages } from '../errors/catalogue.ts';
import { parseQuery } from '../query/parse-query.ts';
import { readMediaType } from './media-type.ts';

/**
 * Reads and parses a request body, refusing more than `limit` bytes without reading them: a declared
 * `Content-Length` over the limit answers 413 at once; a chunked body (RFC 9112 §7.1) is counted while
 * it streams and cancelled when it crosses the limit.
 *
 * Parsing by `Content-Type` (any case): JSON (`application/json`, `+json`, or no type) → value;
 * `text/*` → string; `application/x-www-form-urlencoded` → object (a repeated key an array, as in the
 * query); `multipart/form-data` → `FormData` (400 when malformed); anything else → `ArrayBuffer`.
 * No body → `undefined`. Returns the value, or a promise of it when bytes must be read
 * (map its rejection with `toBodyError`); a 413 for a declared length is thrown synchronously.
 */
export function readBody(request: Request, limit: number): unknown {
  const headers = request.headers;
  const length = headers.get('content-length');
  if (length !== null) {
    const size = parseLength(length);
    if (size > limit) throw tooLarge(limit);
    if (size === 0) return undefined;
  } else if (request.body === null) {
    return undefined;
  }
  const header = headers.get('content-type');
  // The common case first, with one string test: a JSON body of known length goes to the runtime's
  // native parser in one step; its SyntaxError is mapped by the caller (`toBodyError`).
  if (length !== null && (header === null || header.startsWith('application/json'))) return request.json();
  const type = readMediaType(header);
  if (type.startsWith('multipart/form-data')) return readFormData(request, length !== null, limit);
  return readAndParse(request, length !== null, limit, type, isJson(type));
}

/** Reads a route's body within `limit` bytes: the parsed value, or a promise of it. */
export type BodyReader = (request: Request, limit: number) => unknown;

/**
 * `readBody` for a handler whose body parameter is declared `FormData` (`@Body() form: FormData`, or
 * `{ body: FormData }` in the Stage 3 form): a multipart or url-encoded body as `FormData`. Any other
 * type (JSON, a text, none) answers 415 naming it (RFC 9110 §15.5.16): the handler would otherwise get
 * a plain object or `undefined` and fail with a 500 on `form.get()`.
 */
export function readFormBody(request: Request, limit: number): unknown {
  const headers = request.headers;
  const type = readMediaType(headers.get('content-type'));
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
    throw new UnsupportedMediaTypeException(messages.formBodyExpected(headers.get('content-type')));
  }
  return readFormData(request, hasDeclaredLength(headers, limit), limit);
}

/**
 * `readBody` for a handler whose body is declared as bytes (`@Body() raw: ArrayBuffer`, `Uint8Array`, or
 * `{ body: ArrayBuffer }` in the Stage 3 form): the body as sent, whatever its type, unparsed, within
 * the limit; an empty one for no body. What a webhook's signature check (Stripe, GitHub) needs: the
 * request's own body is read by the time a handler that takes the body or the context runs.
 */
export function readBytesBody(
  request: Request,
  limit: number,
  as: typeof ArrayBuffer | typeof Uint8Array,
): Promise<ArrayBuffer | Uint8Array> {
  if (hasDeclaredLength(request.headers, limit)) return as === ArrayBuffer ? request.arrayBuffer() : request.bytes();
  return readCapped(request.body, limit).then((bytes) => (as === ArrayBuffer ? bytes.buffer : bytes));
}

/**
 * Whether the body has a declared length (so the runtime may read it whole); one over `limit` is
 * refused at once, before a byte is read. `readBody` keeps its own copy of this check, on the hot path
 * with the empty-body case beside it.
 */
function hasDeclaredLength(headers: Headers, limit: number): boolean {
  const length = headers.get('content-length');
  if (length !== null && parseLength(length) > limit) throw tooLarge(limit);
  return length !== null;
}

/**
 * `Content-Length` is 1*DIGIT (RFC 9110 §8.6). Read by hand: `Number()` on the header's string cost
 * 100 to 300 instructions per request under callgrind (up to 0.9% of a whole JSON POST); this loop a
 * few dozen. Anything but digits is NaN, which no limit check passes and no length equals.
 */
function parseLength(text: string): number {
  let value = 0;
  for (let index = 0; index < text.length; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return text.length === 0 ? Number.NaN : value;
}

async function readAndParse(
  request: Request,
  sized: boolean,
  limit: number,
  type: string,
  json: boolean,
): Promise<unknown> {
  const bytes = sized ? await request.arrayBuffer() : await readCapped(request.body, limit);
  if (bytes.byteLength === 0) return undefined;
  return parseBytes(bytes, type, json);
}

function isJson(type: string): boolean {
  return type === '' || type.startsWith('application/json') || /^[^;]*\+json/.test(type);
}

function toMalformedJson(error: unknown): never {
  throw new BadRequestException(messages.malformedJson(), { cause: error });
}

/** Maps a rejection of `readBody`'s promise: the runtime's JSON `SyntaxError` becomes a 400. */
export function toBodyError(error: unknown): unknown {
  return error instanceof SyntaxError ? new BadRequestException(messages.malformedJson(), { cause: error }) : error;
}

const decoder = new TextDecoder();

function parseBytes(bytes: ArrayBuffer | Uint8Array, type: string, json: boolean): unknown {
  if (json) {
    try {
      return JSON.parse(decoder.decode(bytes));
    } catch (error) {
      return toMalformedJson(error);
    }
  }
  if (type.startsWith('text/')) return decoder.decode(bytes);
  // The same reading as the query: a repeated key (`tag=a&tag=b`) becomes an array. A raw `#` (curl
  // sends one as it is) is data in a body, not the start of a fragment that would end the parse.
  if (type.startsWith('application/x-www-form-urlencoded'))
    return parseQuery(`?${decoder.decode(bytes).replaceAll('#', '%23')}`);
  return bytes instanceof ArrayBuffer ? bytes : bytes.slice().buffer;
}

// A multipart body the runtime cannot parse (no boundary, no final boundary) is the client's fault: 400.
// A url-encoded body (for `readFormBody`) parses into `FormData` too.
async function readFormData(request: Request, sized: boolean, limit: number): Promise<FormData> {
  const source = sized
    ? request
    : new Response(await readCapped(request.body, limit), {
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
      });
  try {
    return await source.formData();
  } catch (error) {
    throw new BadRequestException(messages.malformedMultipart(), { cause: error });
  }
}

async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

// The unread rest of the body is still on the wire: closing the connection (RFC 9112 §9.6) keeps it
// from being parsed as the next request and lets a graceful stop() finish.
function tooLarge(limit: number): PayloadTooLargeException {
  return new PayloadTooLargeException(messages.bodyTooLarge(limit), { headers: { connection: 'close' } });
}
