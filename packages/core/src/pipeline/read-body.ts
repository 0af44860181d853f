import {
  BadRequestException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '../errors/http-exception.ts';
import { messages } from '../errors/catalogue.ts';
import { parseQuery } from '../query/parse-query.ts';
import { readMediaType } from './media-type.ts';
import { isJsonAtOnce, readJsonInHand } from '../http/json-in-hand.ts';
import { parseContentLength } from '../http/content-length.ts';

// Parses by `Content-Type` (README "Request context"); over `limit` is a 413, a chunked body (RFC 9112 §7.1) counted.
export function readBody(request: Request, limit: number): unknown {
  // What the runtime read before dispatch needs no header read here: a JSON POST's common case.
  const inHand = parseJsonInHand(request, limit);
  if (inHand !== undefined) return inHand;
  const headers = request.headers;
  const length = headers.get('content-length');
  if (length !== null) {
    const size = parseContentLength(length);
    if (size > limit) throw tooLarge(limit);
    if (size === 0) return undefined;
  } else if (request.body === null) {
    return undefined;
  }
  const header = headers.get('content-type');
  // The common case first: a JSON body of known length goes to the runtime's native parser in one step.
  if (length !== null && isJsonAtOnce(header)) return request.json();
  const type = readMediaType(header);
  if (type.startsWith('multipart/form-data')) return readFormData(request, length !== null, limit);
  return readAndParse(request, length !== null, limit, type, isJson(type));
}

function parseJsonInHand(request: Request, limit: number): unknown {
  try {
    return readJsonInHand(request, limit);
  } catch (error) {
    throw toBodyError(error);
  }
}

/** Reads a route's body within `limit` bytes: the parsed value, or a promise of it. */
export type BodyReader = (request: Request, limit: number) => unknown;

/** `readBody` for a body declared `FormData`: any other type answers 415 (RFC 9110 §15.5.16), not a 500 later. */
export function readFormBody(request: Request, limit: number): unknown {
  const headers = request.headers;
  const type = readMediaType(headers.get('content-type'));
  if (!type.startsWith('multipart/form-data') && !type.startsWith('application/x-www-form-urlencoded')) {
    throw new UnsupportedMediaTypeException(messages.formBodyExpected(headers.get('content-type')));
  }
  return readFormData(request, hasDeclaredLength(headers, limit), limit);
}

/** `readBody` for a body declared as bytes: unparsed, within the limit, for a webhook's signature check. */
export function readBytesBody(
  request: Request,
  limit: number,
  as: typeof ArrayBuffer | typeof Uint8Array,
): Promise<ArrayBuffer | Uint8Array> {
  if (hasDeclaredLength(request.headers, limit)) return as === ArrayBuffer ? request.arrayBuffer() : request.bytes();
  return readCapped(request.body, limit).then((bytes) => (as === ArrayBuffer ? bytes.buffer : bytes));
}

// `readBody` keeps its own copy of this check on the hot path, beside the empty-body case.
function hasDeclaredLength(headers: Headers, limit: number): boolean {
  const length = headers.get('content-length');
  if (length !== null && parseContentLength(length) > limit) throw tooLarge(limit);
  return length !== null;
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
  // A raw `#` (curl sends one as it is) is data in a body, not a fragment that would end the parse.
  if (type.startsWith('application/x-www-form-urlencoded'))
    return parseQuery(`?${decoder.decode(bytes).replaceAll('#', '%23')}`);
  return bytes instanceof ArrayBuffer ? bytes : bytes.slice().buffer;
}

// A multipart body the runtime cannot parse (no boundary, no final boundary) is the client's fault: 400.
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

// The unread rest is still on the wire: close the connection (RFC 9112 §9.6) so it is not the next request.
function tooLarge(limit: number): PayloadTooLargeException {
  return new PayloadTooLargeException(messages.bodyTooLarge(limit), { headers: { connection: 'close' } });
}
