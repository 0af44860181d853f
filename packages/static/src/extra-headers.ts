import { FwError } from '@fw/core';
import { staticErrors } from './errors.ts';

/** Header names to values; an `undefined` value is not sent (`{ 'x-frame-options': framed ? undefined : 'DENY' }`). */
export type HeaderRecord = Readonly<Record<string, string | undefined>>;

/** The `headers` option: the same headers on every file, or a function of the root-relative path. */
export type HeadersOption = HeaderRecord | ((path: string) => HeaderRecord | undefined);

/** Extra headers of one root-relative file path, validated, names in lower case. */
export type FileHeaders = (path: string) => Readonly<Record<string, string>>;

/** What @fw/static writes per file and response, or the server per connection; `headers` may not set them. */
const COMPUTED = new Set([
  'accept-ranges',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-range',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'upgrade',
  'vary',
  'x-content-type-options',
]);

const NONE: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Reads the `headers` option: a record is checked once here, a function's result for each file it is asked about.
 * @example
 * const headersOf = readHeadersOption({ 'Access-Control-Allow-Origin': '*' });
 * headersOf('assets/font.woff2'); // { 'access-control-allow-origin': '*' }
 */
export function readHeadersOption(value: unknown): FileHeaders {
  if (value === undefined) return () => NONE;
  if (typeof value === 'function') return (path) => toFileHeaders(callHeaders(value as HeadersOf, path), path);
  const headers = toFileHeaders(value, null);
  return () => headers;
}

type HeadersOf = (path: string) => unknown;

function callHeaders(headersOf: HeadersOf, path: string): unknown {
  let value: unknown;
  try {
    value = headersOf(path);
  } catch (problem) {
    throw new FwError(staticErrors.headersThrew(path, problem), { cause: problem });
  }
  if (!(value instanceof Promise)) return value;
  // Its headers would come after the answer: refused, and its rejection must not go unhandled.
  value.catch(() => {});
  throw new FwError(staticErrors.asyncHeaders(path));
}

function toFileHeaders(value: unknown, path: string | null): Readonly<Record<string, string>> {
  if (value === undefined && path !== null) return NONE;
  const forPath = path === null ? '' : ` (for "${path}")`;
  const isRecord = typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Headers);
  if (!isRecord) throw new FwError(staticErrors.badHeadersShape(forPath, value));
  const entries: [string, string][] = [];
  for (const [name, text] of Object.entries(value)) {
    if (typeof text === 'string') entries.push([name, text]);
    else if (text !== undefined) throw new FwError(staticErrors.badHeaderEntry(forPath, name, text));
  }
  let headers: Headers;
  try {
    headers = new Headers(entries);
  } catch (error) {
    throw new FwError(staticErrors.badHeader(forPath, (error as Error).message));
  }
  const result: Record<string, string> = {};
  for (const [name, text] of headers) {
    if (COMPUTED.has(name)) throw new FwError(staticErrors.computedHeader(forPath, name));
    result[name] = text;
  }
  return Object.freeze(result);
}
