import type { Context } from '../context/context.ts';
import type { Middleware, Next } from '../middleware.ts';
import { readCorsOptions, type CorsOptions } from './cors-options.ts';

export type { CorsOptions } from './cors-options.ts';

type HeaderPairs = readonly (readonly [string, string])[];

const ALLOW_ORIGIN = 'access-control-allow-origin';
const NONE: HeaderPairs = [];

/**
 * The Fetch Standard's CORS protocol as a global middleware (`app.use()`: it answers preflights itself).
 * @example
 * app.use(cors({ origin: ['https://app.example.com'], credentials: true, exposedHeaders: ['X-Request-Id'] }));
 */
export function cors(options?: CorsOptions): Middleware {
  const { allows, credentials, allowMethods, reflectHeaders, allowHeaders, exposeHeaders, maxAge } =
    readCorsOptions(options);
  const credentialed: HeaderPairs = credentials ? [['access-control-allow-credentials', 'true']] : NONE;
  // What an allowed origin gets beside Access-Control-Allow-Origin, fixed now.
  const actual: HeaderPairs = [...credentialed, ...pair('access-control-expose-headers', exposeHeaders)];
  const preflight: HeaderPairs = [
    ...credentialed,
    ...pair('access-control-allow-methods', allowMethods),
    ...pair('access-control-allow-headers', allowHeaders),
    ...pair('access-control-max-age', maxAge),
  ];
  // The request headers an answer depends on (RFC 9110 §12.5.5): a cache keeps one answer per origin.
  const varyActual: readonly string[] = allows === undefined ? [] : ['Origin'];
  const varyPreflight: readonly string[] = reflectHeaders
    ? [...varyActual, 'Access-Control-Request-Headers']
    : varyActual;

  return (ctx, next) => {
    const requestHeaders = ctx.request.headers;
    const origin = requestHeaders.get('origin');
    if (origin === null) {
      // Still `Vary` with an allow-list (Fetch Standard, "CORS protocol and HTTP caches").
      return allows === undefined ? undefined : decorate(ctx, next, undefined, NONE, varyActual);
    }
    const allowed = allows === undefined ? '*' : allows(origin) ? origin : undefined;
    if (ctx.method === 'OPTIONS' && requestHeaders.has('access-control-request-method')) {
      // On the context's headers, so what an outer middleware set (a request id) is on the answer too.
      const headers = ctx.responseHeaders;
      addVary(headers, varyPreflight);
      // A refused origin gets no allow headers: the browser fails the preflight (Fetch Standard, CORS check).
      if (allowed !== undefined) {
        setAll(headers, allowed, preflight);
        const requested = reflectHeaders ? requestHeaders.get('access-control-request-headers') : null;
        if (requested !== null) headers.set('access-control-allow-headers', requested);
      }
      return new Response(null, { status: 204, headers });
    }
    return decorate(ctx, next, allowed, allowed === undefined ? NONE : actual, varyActual);
  };
}

// On the context before `next()` for every answer fw builds, then onto a handler-built `Response` lacking them.
async function decorate(
  ctx: Context,
  next: Next,
  allowOrigin: string | undefined,
  own: HeaderPairs,
  vary: readonly string[],
): Promise<Response> {
  const headers = ctx.responseHeaders;
  setAll(headers, allowOrigin, own);
  addVary(headers, vary);
  const response = await next();
  return carries(response.headers, allowOrigin, own, vary) ? response : withHeaders(response, allowOrigin, own, vary);
}

// A body-less or immutable `Response` may be a shared constant: copied; one with a body is changed in place.
function withHeaders(
  response: Response,
  allowOrigin: string | undefined,
  own: HeaderPairs,
  vary: readonly string[],
): Response {
  const apply = (headers: Headers) => {
    setAll(headers, allowOrigin, own);
    addVary(headers, vary);
  };
  // Bun sends `application/octet-stream` for a string body once `.body` was read: asked only with a type.
  if (response.headers.has('content-type')) {
    return response.body !== null && tryApply(response.headers, apply) ? response : rebuild(response, apply);
  }
  // A clone keeps the implicit type; the original's side of a streamed body is cancelled, not buffered.
  const copy = response.clone();
  response.body?.cancel().catch(() => {});
  return tryApply(copy.headers, apply) ? copy : rebuild(copy, apply);
}

// False when the headers are immutable (a TypeError, the Fetch Standard's guard).
function tryApply(headers: Headers, apply: (headers: Headers) => void): boolean {
  try {
    apply(headers);
    return true;
  } catch (error) {
    if (error instanceof TypeError) return false;
    throw error;
  }
}

function rebuild(response: Response, apply: (headers: Headers) => void): Response {
  const headers = new Headers(response.headers);
  apply(headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function carries(
  headers: Headers,
  allowOrigin: string | undefined,
  own: HeaderPairs,
  vary: readonly string[],
): boolean {
  if (allowOrigin !== undefined && headers.get(ALLOW_ORIGIN) !== allowOrigin) return false;
  for (const [name, value] of own) if (headers.get(name) !== value) return false;
  for (const name of vary) if (!listsName(headers.get('vary'), name)) return false;
  return true;
}

function setAll(headers: Headers, allowOrigin: string | undefined, own: HeaderPairs): void {
  if (allowOrigin !== undefined) headers.set(ALLOW_ORIGIN, allowOrigin);
  for (const [name, value] of own) headers.set(name, value);
}

// Added to the `Vary` already there, never in its place (RFC 9110 §12.5.5).
function addVary(headers: Headers, names: readonly string[]): void {
  for (const name of names) {
    const vary = headers.get('vary');
    if (vary === null) headers.set('vary', name);
    else if (!listsName(vary, name)) headers.set('vary', `${vary}, ${name}`);
  }
}

// `*` already says the answer varies on everything.
function listsName(vary: string | null, name: string): boolean {
  if (vary === null) return false;
  const wanted = name.toLowerCase();
  for (const entry of vary.split(',')) {
    const listed = entry.trim().toLowerCase();
    if (listed === wanted || listed === '*') return true;
  }
  return false;
}

function pair(name: string, value: string | undefined): HeaderPairs {
  return value === undefined ? NONE : [[name, value]];
}
