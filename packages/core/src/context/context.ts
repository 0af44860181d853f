import type { RequestShape } from './request-shape.ts';
import type { ServerHandle } from '../types.ts';
import { parseCookies, toRemovalCookie, toSetCookie, type CookieOptions } from './cookies.ts';
import { messages } from '../errors/catalogue.ts';
import { isNullBodyStatus } from '../http/null-body-status.ts';
import { readRequestPath } from '../http/request-path.ts';
import { parseQuery, type QueryObject } from '../query/parse-query.ts';
import { readRequestId } from './request-id.ts';

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
 * What `ctx.locals` holds across the app: augment it once and every guard, middleware and decorator reads it typed.
 * @example
 * declare module '@fw/core' {
 *   interface AppLocals { user?: User }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: apps add keys by declaration merging (as Hono's ContextVariableMap).
export interface AppLocals {}

/**
 * One request as a handler and middleware see it; `Context<S>` types its fields from the shape `S`.
 * @example
 * @Get('/search')
 * search(ctx: Context<{ query: { q: string } }>) {
 *   ctx.status = 200;
 *   ctx.setHeader('cache-control', 'no-store');
 *   return { q: ctx.query.q };
 * }
 */
export class Context<S extends RequestShape = RequestShape> {
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

  /** The success status: what was set (or `@HttpCode`), else 201 on a `@Post()` route, else 200. */
  get status(): number {
    return this.#status ?? this.#defaultStatus ?? 200;
  }

  /** What a value answers with when no status was set: 201 on a `@Post()` route, else `undefined`. */
  get defaultStatus(): number | undefined {
    return this.#defaultStatus;
  }

  set status(value: number) {
    this.#status = value;
  }

  /** The status set by `@HttpCode` or `status`, or `undefined`: an empty return is 204 only without one. */
  get explicitStatus(): number | undefined {
    return this.#status;
  }

  get method(): string {
    return this.request.method;
  }

  /** The request's id: its accepted `x-request-id` (or the app's `requestId.header`), else a generated UUID. */
  get requestId(): string {
    return readRequestId(this.request);
  }

  /** The URL path, without the query. */
  get path(): string {
    return (this.#path ??= readRequestPath(this.request));
  }

  /** Route parameters (`:id`), percent-decoded. */
  get params(): ShapeField<S, 'params', Record<string, string>> {
    return (this.#params ??= {}) as ShapeField<S, 'params', Record<string, string>>;
  }

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
   * The request's cookies, percent-decoded; a name sent twice keeps its first value.
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
  get locals(): ShapeField<S, 'locals', AppLocals & Record<string, unknown>> {
    return (this.#locals ??= {}) as ShapeField<S, 'locals', AppLocals & Record<string, unknown>>;
  }

  /** Headers added to the response built from the handler's value (not to a returned `Response`). */
  get responseHeaders(): Headers {
    return (this.#responseHeaders ??= new Headers());
  }

  get hasResponseHeaders(): boolean {
    return this.#responseHeaders !== undefined;
  }

  setHeader(name: string, value: string): this {
    this.responseHeaders.set(name, value);
    return this;
  }

  /**
   * Adds a `Set-Cookie` (`path` `'/'` unless given); what a browser would reject throws a `TypeError`.
   * @example
   * ctx.setCookie('sid', token, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: 60 * 60 * 24 });
   * return ctx.redirect('/home');
   */
  setCookie(name: string, value: string, options?: CookieOptions): this {
    this.responseHeaders.append('set-cookie', toSetCookie('ctx.setCookie', name, value, options));
    return this;
  }

  /**
   * Adds a `Set-Cookie` that removes the cookie; give the `path` and `domain` it was set with.
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

  text(value: string, status = this.status): Response {
    return this.#respond(value, status, 'text/plain;charset=utf-8');
  }

  html(value: string, status = this.status): Response {
    return this.#respond(value, status, 'text/html;charset=utf-8');
  }

  /** A redirect (302 unless given); `Location` is percent-encoded to ASCII (RFC 9110 §10.2.2), `%` kept. */
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
