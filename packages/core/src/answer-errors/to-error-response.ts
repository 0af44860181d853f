import { HttpException } from '../errors/http-exception.ts';
import { messages } from '../errors/catalogue.ts';
import type { ErrorLogger } from '../errors/error-logger.ts';

const JSON_TYPE = 'application/json;charset=utf-8';

// Headers that describe the answer the handler meant to send (RFC 9110 §8 representation metadata and
// validators, §14.4 Content-Range, RFC 6266 Content-Disposition, and its freshness and redirect target:
// a middleware's `Cache-Control: max-age` must not make an error cacheable), not the JSON error.
const BODY_HEADERS = [
  'cache-control',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-length',
  'content-location',
  'content-range',
  'etag',
  'expires',
  'last-modified',
  'location',
];

// List headers an answer may carry several of: the exception's are added to the carried ones.
const ADDED = new Set(['vary', 'set-cookie']);

/**
 * Anything thrown as JSON `{ statusCode, message }`; a non-`HttpException`, or one whose body `JSON.stringify`
 * refuses (a BigInt, a cycle) or whose headers are invalid, is logged and answered 500.
 * `carried` headers (set before the error) stay; the exception's win, but `Vary` (RFC 9110 §12.5.5) merges.
 */
export function toErrorResponse(error: unknown, logger: ErrorLogger, request?: Request, carried?: Headers): Response {
  if (error instanceof HttpException) {
    try {
      return toJsonErrorAnswer(error.toJSON(), error.statusCode, error.headers, carried);
    } catch (problem) {
      logger.error(messages.unsendableException(error.name, error.statusCode), problem);
    }
  }
  logger.error(request ? messages.requestFailed(request.method, request.url) : messages.rawRouteFailed(), error);
  const body = { statusCode: 500, message: messages.internal() };
  return Response.json(
    body,
    carried === undefined ? { status: 500 } : { status: 500, headers: mergeHeaders(carried, undefined) },
  );
}

/** An error answer with `body` as JSON: the exception's own headers, and those carried from the context. */
export function toJsonErrorAnswer(body: unknown, status: number, own?: HeadersInit, carried?: Headers): Response {
  const headers = carried === undefined ? own : mergeHeaders(carried, own);
  return Response.json(body, headers === undefined ? { status } : { status, headers });
}

function mergeHeaders(carried: Headers, own: HeadersInit | undefined): Headers {
  const headers = new Headers(carried);
  for (const name of BODY_HEADERS) headers.delete(name);
  headers.set('content-type', JSON_TYPE);
  if (own === undefined) return headers;
  const ownHeaders = new Headers(own);
  for (const name of ownHeaders.keys()) if (!ADDED.has(name)) headers.delete(name);
  for (const [name, value] of ownHeaders) headers.append(name, value);
  return headers;
}
