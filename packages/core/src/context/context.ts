import type { RequestShape } from './request-shape.ts';
import type { ServerHandle } from '../types.ts';
import { parseCookies, toRemovalCookie, toSetCookie, type CookieOptions } from './cookies.ts';
import { messages } from '../errors/catalogue.ts';
import { isNullBodyStatus } from '../pipeline/null-body-status.ts';
import { parseQuery, type QueryObject } from '../query/parse-query.ts';

// A field the shape leaves out, or declares only as wide as `RequestShape` does, gets the default type.
type ShapeField<S, K extends keyof RequestShape, Default> = S extends { [P in K]?: infer T }
  ? unknown extends T
    ? Default
    : [NonNullable<T>] extends [NonNullable<RequestShape[K]>]
      ? [NonNullable<RequestShape[K]>] extends [NonNullable<T>]
        ? Default
        : NonNullable<T>
      : NonNullable<T>
  : Default;

/**
 * One request as a handler and middleware see it. `Context<S>` types `params`, `query`, `body`,
 * `headers` and `locals` from the shape `S`; the contract generator reads the same shape.
 *
 * @example
 * @Get('/search')
 * search(ctx: Context<{ query: { q: string } }>) {
 *   ctx.status = 200;
 *   ctx.setHeader('cache-control', 'no-store');
 *   return { q: ctx.query.q };
 * }
 */
export class Context<S extends RequestShape = RequestShape> {
  /** The request. */
  readonly request: Request;
  /** The running server (an in-process stand-in for `app.fetch`). */
  readonly server: ServerHandle;
  #status: number | undefined;
  readonly #defaultStatus: number | undefined;
  #params: Record<string, string> | undefined;
  #query: QueryObject | undefined;
  #headers: Record<string, string> | undefined;
  #locals: Record<string, unknown> | undefined;
  #body: unknown;
  #responseHeaders: Headers | undefined;
  #path: string | undefined;
  #cookies: Readonly<Record<string, string | undefined>> | undefined;

  /**
   * `status` is the route's `@HttpCode`, or `undefined` when it has none; `defaultStatus` what a value
   * answers with when nothing set one (201 on a `@Post()` route, else 200).
   */
  constructor(
    request: Request,
    server: ServerHandle,
    params: Record<string, string> | undefined,
    status: number | undefined,
    defaultStatus?: number,
  ) {
    this.request = request;
    this.server = server;
    this.#params = params;
    this.#status = status;
    this.#defaultStatus = defaultStatus;
  }

  /** The success status: what a handler, a middleware or `@HttpCode` set, else 201 on a `@Post()` route, else 200. */
  get status(): number {
    return this.#status ?? this.#defaultStatus ?? 200;
  }

  /** What a value answers with when no status was set: 201 on a `@Post()` route (NestJS's), else `undefined` (200). */
  get defaultStatus(): number | undefined {
    return this.#defaultStatus;
  }

  set status(value: number) {
    this.#status = value;
  }

  /**
   * The status set by `@HttpCode` or by assigning `status`, or `undefined`: an empty return answers
   * 204 only when nothing chose a status, so `ctx.status = 200` or `@HttpCode(200)` keeps 200.
   */
  get explicitStatus(): number | undefined {
    return this.#status;
  }

  /** The request method. */
  get method(): string {
    return this.request.method;
  }

  /** The URL path, without the query. */
  get path(): string {
    return (this.#path ??= readPath(this.request.url));
  }

  /** Route parameters (`:id`), percent-decoded. */
  get params(): ShapeField<S, 'params', Record<string, string>> {
    return (this.#params ??= {}) as ShapeField<S, 'params', Record<string, string>>;
  }

  /** The query, parsed once on first read. */
  get query(): ShapeField<S, 'query', QueryObject> {
    return (this.#query ??= parseQuery(this.request.url)) as ShapeField<S, 'query', QueryObject>;
  }

  /** Request headers as an object with lower-case keys (`ctx.request.headers` is the `Headers`). */
  get headers(): ShapeField<S, 'headers', Record<string, string>> {
    return (this.#headers ??= Object.fromEntries(this.request.headers)) as ShapeField<
      S,
      'headers',
      Record<string, string>
    >;
  }

  /**
   * The request's cookies, parsed once on first read: values percent-decoded (one that fails to decode
   * is kept as sent), a name sent twice keeps its first value (the cookie of the most specific path),
   * `{}` without a `Cookie` header.
   *
   * @example
   * const sid = ctx.cookies.sid; // string | undefined
   */
  get cookies(): Readonly<Record<string, string | undefined>> {
    return (this.#cookies ??= parseCookies(this.request.headers.get('cookie')));
  }

  /** The parsed (and, with a `@Schema` DTO, validated) body; `undefined` when the request has none. */
  get body(): ShapeField<S, 'body', unknown> {
    return this.#body as ShapeField<S, 'body', unknown>;
  }

  set body(value: unknown) {
    this.#body = value;
  }

  /** Per-request values shared by middleware and the handler (`@Locals('key')`). */
  get locals(): ShapeField<S, 'locals', Record<string, unknown>> {
    return (this.#locals ??= {}) as ShapeField<S, 'locals', Record<string, unknown>>;
  }

  /** Headers added to the response built from the handler's value (not to a returned `Response`). */
  get responseHeaders(): Headers {
    return (this.#responseHeaders ??= new Headers());
  }

  /** True once a response header was set: the hot path skips merging otherwise. */
  get hasResponseHeaders(): boolean {
    return this.#responseHeaders !== undefined;
  }

  /** Sets a response header. */
  setHeader(name: string, value: string): this {
    this.responseHeaders.set(name, value);
    return this;
  }

  /**
   * Adds a `Set-Cookie` to the response headers; each call adds one more. `path` is `'/'` unless given;
   * a `__Secure-` or `__Host-` name is made `secure` (refusing `secure: false`; a `__Host-` one also
   * refuses `domain` or another path, RFC 6265bis §4.1.3); `sameSite: 'none'` and `partitioned` need
   * `secure: true`. What a browser would reject, or a name or option the `cookie` package rejects, throws
   * a `TypeError`: a programmer error, answered 500 like any throw.
   *
   * @example
   * ctx.setCookie('sid', token, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 60 * 60 * 24 });
   * return ctx.redirect('/home');
   */
  setCookie(name: string, value: string, options?: CookieOptions): this {
    this.responseHeaders.append('set-cookie', toSetCookie('ctx.setCookie', name, value, options));
    return this;
  }

  /**
   * Adds a `Set-Cookie` that removes the cookie: an empty value, `Max-Age=0` and `Expires` at the epoch.
   * A browser removes only the cookie with the same name, path and domain, so give the `path` and
   * `domain` it was set with (`path` defaults to `'/'` here too); passing the options it was set with works.
   *
   * @example
   * ctx.deleteCookie('sid');
   * ctx.deleteCookie('pref', { path: '/app', domain: 'example.com' });
   */
  deleteCookie(
    name: string,
    options?: Pick<CookieOptions, 'path' | 'domain' | 'secure' | 'sameSite' | 'partitioned'>,
  ): this {
    this.responseHeaders.append('set-cookie', toRemovalCookie(name, options));
    return this;
  }

  /** A JSON response with `ctx.status` and the response headers. */
  json(value: unknown, status = this.status): Response {
    return this.#respond(JSON.stringify(value), status, 'application/json;charset=utf-8');
  }

  /** A text response. */
  text(value: string, status = this.status): Response {
    return this.#respond(value, status, 'text/plain;charset=utf-8');
  }

  /** An HTML response. */
  html(value: string, status = this.status): Response {
    return this.#respond(value, status, 'text/html;charset=utf-8');
  }

  /**
   * A redirect (302 unless given; RFC 9110 §15.4). `Location` is a URI reference, ASCII only (RFC 9110
   * §10.2.2): what a URL cannot carry as it is (non-ASCII, spaces, controls) is percent-encoded as UTF-8,
   * so `/users/José` arrives as `/users/Jos%C3%A9` instead of a raw byte browsers read differently, or
   * a 500 from `Headers` for a character beyond Latin-1; `%` stays, so an encoded location is kept.
   */
  redirect(location: string, status = 302): Response {
    if (!(status >= 300 && status <= 399)) throw new RangeError(messages.redirectStatus(status));
    const headers = new Headers(this.#responseHeaders);
    headers.set('location', location.replace(/[^\x21-\x7e]+/g, encodeURI));
    return new Response(null, { status, headers });
  }

  #respond(body: string, status: number, contentType: string): Response {
    const headers = new Headers(this.#responseHeaders);
    if (isNullBodyStatus(status)) return new Response(null, { status, headers });
    if (!headers.has('content-type')) headers.set('content-type', contentType);
    return new Response(body, { status, headers });
  }
}

/**
 * The path of an absolute URL string exactly as the router matched it (no query, no fragment), without
 * building a `URL` (hot path). Plugins use it so a fallback looks up the same string the router saw.
 *
 * @example
 * readPath('http://localhost:3000/assets/app.js?v=2'); // '/assets/app.js'
 */
export function readPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const query = url.indexOf('?', start);
  const hash = url.indexOf('#', start);
  const end = query === -1 ? (hash === -1 ? url.length : hash) : query;
  return url.slice(start, end);
}
