// One mapped type over the plain `App` object (SPEC "Type `App`"); README "Types" says why it stays cheap.

/** The lower-case HTTP methods a contract leaf sits under (SPEC "Type `App`": Leaf). */
export type HttpMethod = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete' | 'options';

/** A node or leaf; `L['query']` is the slot, or `unknown` when the route has none (cheaper than `infer`). */
// biome-ignore lint/suspicious/noExplicitAny: `any` keeps the shape check cheap for tsc (README, "Type-check speed").
export type Shape = Record<string, any>;

/** Extra headers are always allowed: middleware (auth, tracing) reads headers the scanner never sees. */
type ExtraHeaders = Record<string, string | undefined>;

/** Per-call `RequestInit` (`signal`, `credentials`, ...); method and body come from the call itself. */
type FetchInit = Omit<RequestInit, 'method' | 'body'>;

/** The options of a route that declares no query and no header: the common case, one shared type. */
interface BaseOptions {
  query?: Record<string, unknown>;
  headers?: ExtraHeaders;
  fetch?: FetchInit;
  resume?: boolean;
}

// One plain interface per combination, not intersections: each route instantiates one small object type.
interface QueryOptions<Q> {
  query?: Q;
  headers?: ExtraHeaders;
  fetch?: FetchInit;
  resume?: boolean;
}
interface RequiredQueryOptions<Q> {
  query: Q;
  headers?: ExtraHeaders;
  fetch?: FetchInit;
  resume?: boolean;
}
interface HeaderOptions<H> {
  query?: Record<string, unknown>;
  headers?: H & ExtraHeaders;
  fetch?: FetchInit;
  resume?: boolean;
}
interface RequiredHeaderOptions<H> {
  query?: Record<string, unknown>;
  headers: H & ExtraHeaders;
  fetch?: FetchInit;
  resume?: boolean;
}
interface QueryHeaderOptions<Q, H> {
  query?: Q;
  headers?: H & ExtraHeaders;
  fetch?: FetchInit;
  resume?: boolean;
}
type RequiredQueryHeaderOptions<Q, H> = QueryHeaderOptions<Q, H> &
  ({} extends Q ? unknown : { query: Q }) &
  ({} extends H ? unknown : { headers: H & ExtraHeaders });

/** The options argument of a request call, required when a declared query or header has a required key. */
export type RequestOptions<L extends Shape> = NonNullable<
  Parameters<GetCallOf<unknown, L['query'], L['headers'], unknown>>[0]
>;

/** `error.value` for an undeclared status: the server's JSON error body, with a `message` added if it has none. */
export interface ErrorValue {
  message: string;
  [key: string]: unknown;
}

/** A failed call: `status` is the HTTP status, or 0 when no response arrived. */
export interface ClientError {
  status: number;
  value: ErrorValue;
}

type Digit = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
type ToNumber<T> = T extends `${infer N extends number}` ? N : never;
// 0 (no response) and 200 to 599 (a 2xx whose JSON does not parse fails too), literals for `Exclude`.
type FailureStatus = 0 | ToNumber<`${2 | 3 | 4 | 5}${Digit}${Digit}`>;

/** A route's declared errors, one member per status plus one for all others, so `=== 422` narrows to its body. */
export type DeclaredErrors<E> =
  | { [S in keyof E]: { status: S; value: DeclaredErrorValue<E[S]> } }[keyof E]
  | { status: Exclude<FailureStatus, keyof E>; value: ErrorValue };

/**
 * What the client holds for a declared error body: the body, with the `message` string it adds where the body
 * has none; a body that is not a JSON object is read as `{ message }` (README "The result").
 */
export type DeclaredErrorValue<B> = unknown extends B
  ? ErrorValue
  : B extends { message: unknown }
    ? B
    : B extends readonly unknown[]
      ? { message: string }
      : B extends object
        ? B & { message: string }
        : { message: string };

/** `error` of a failed call: `ClientError`, or the route's declared errors (`E` is `unknown` when none). */
export type ErrorOf<E> = unknown extends E ? ClientError : DeclaredErrors<E>;

/**
 * The result of every request, narrowed by `error`, and by `error.status` when the route declares errors.
 * @example
 * const { data, error } = await api.articles.post(article);
 * if (error?.status === 422) error.value.errors.body; // string[], as the route declares
 * else if (error) console.log(error.status, error.value.message);
 * else data; // Article
 */
export type Result<T, E = unknown> = Success<T> | Failure<E>;

/** The success side of `Result`: `data` is the contract's `response` (`null` for a 204). */
export interface Success<T> {
  data: T;
  error: null;
  status: number;
  headers: Headers;
  response: Response;
}

/** The failure side of `Result`; `response` is null when no response arrived (status 0). */
export interface Failure<E = unknown> {
  data: null;
  error: ErrorOf<E>;
  status: number;
  headers: Headers;
  response: Response | null;
}

// Plain parameters, not rest tuples or `options: O | void`: cheaper at every call site (README "Type-check speed").
interface GetCall<R, O, E> {
  (options?: O): Promise<Result<R, E>>;
}
interface RequiredGetCall<R, O, E> {
  (options: O): Promise<Result<R, E>>;
}
interface BodyCall<B, R, O, E> {
  (body: B, options?: O): Promise<Result<R, E>>;
}
interface RequiredBodyCall<B, R, O, E> {
  (body: B, options: O): Promise<Result<R, E>>;
}
/** No body (`B` is `null`) or an optional one: `null` or nothing in the body position (`delete()`). */
interface NoBodyCall<B, R, O, E> {
  (body?: B | null, options?: O): Promise<Result<R, E>>;
}
interface RequiredNoBodyCall<B, R, O, E> {
  (body: B | null | undefined, options: O): Promise<Result<R, E>>;
}

// Each call kind writes the options steps out: an options argument would be a second conditional type per leaf
// (one ladder for the three kinds costs more: README "Type-check speed").

/** get, head and options: `(options?)`, Eden Treaty 2's shape; `(options)` when a query key or header is required. */
type GetCallOf<R, Q, H, E> = unknown extends Q & H
  ? GetCall<R, BaseOptions, E>
  : unknown extends H
    ? {} extends Q
      ? GetCall<R, QueryOptions<Q>, E>
      : RequiredGetCall<R, RequiredQueryOptions<Q>, E>
    : unknown extends Q
      ? {} extends H
        ? GetCall<R, HeaderOptions<H>, E>
        : RequiredGetCall<R, RequiredHeaderOptions<H>, E>
      : {} extends Q & H
        ? GetCall<R, QueryHeaderOptions<Q, H>, E>
        : RequiredGetCall<R, RequiredQueryHeaderOptions<Q, H>, E>;

/** post, put, patch and delete with a body: `(body, options?)`. */
type BodyCallOf<B, R, Q, H, E> = unknown extends Q & H
  ? BodyCall<B, R, BaseOptions, E>
  : unknown extends H
    ? {} extends Q
      ? BodyCall<B, R, QueryOptions<Q>, E>
      : RequiredBodyCall<B, R, RequiredQueryOptions<Q>, E>
    : unknown extends Q
      ? {} extends H
        ? BodyCall<B, R, HeaderOptions<H>, E>
        : RequiredBodyCall<B, R, RequiredHeaderOptions<H>, E>
      : {} extends Q & H
        ? BodyCall<B, R, QueryHeaderOptions<Q, H>, E>
        : RequiredBodyCall<B, R, RequiredQueryHeaderOptions<Q, H>, E>;

/** post, put, patch and delete without a body or with an optional one: `(body?, options?)`. */
type NoBodyCallOf<B, R, Q, H, E> = unknown extends Q & H
  ? NoBodyCall<B, R, BaseOptions, E>
  : unknown extends H
    ? {} extends Q
      ? NoBodyCall<B, R, QueryOptions<Q>, E>
      : RequiredNoBodyCall<B, R, RequiredQueryOptions<Q>, E>
    : unknown extends Q
      ? {} extends H
        ? NoBodyCall<B, R, HeaderOptions<H>, E>
        : RequiredNoBodyCall<B, R, RequiredHeaderOptions<H>, E>
      : {} extends Q & H
        ? NoBodyCall<B, R, QueryHeaderOptions<Q, H>, E>
        : RequiredNoBodyCall<B, R, RequiredQueryHeaderOptions<Q, H>, E>;

/** `body: unknown` (the generator's `any`) is a body of any type; only then does the key need testing. */
interface HasBody {
  body: unknown;
}

// The key decides, not the value's shape (SPEC "Type `App`"): a segment may be named `response`.
type Route<V extends Shape, K> = K extends 'get' | 'head' | 'options'
  ? GetCallOf<V['response'], V['query'], V['headers'], V['errors']>
  : K extends HttpMethod
    ? unknown extends V['body']
      ? V extends HasBody
        ? BodyCallOf<V['body'], V['response'], V['query'], V['headers'], V['errors']>
        : NoBodyCallOf<null, V['response'], V['query'], V['headers'], V['errors']>
      : undefined extends V['body'] // `body?:`: the handler's body parameter is optional
        ? NoBodyCallOf<V['body'], V['response'], V['query'], V['headers'], V['errors']>
        : BodyCallOf<V['body'], V['response'], V['query'], V['headers'], V['errors']>
    : K extends `:${string}`
      ? never
      : Tree<V>;

/** One request function, typed from its method and leaf. */
export type Endpoint<M extends HttpMethod, L extends Shape> = Route<L, M>;

// Homomorphic, resolved key by key; `:name` keys are reached through the call, so reading one is `never`.
type Routes<Node extends Shape> = { [K in keyof Node]: Route<Node[K], K> };

/** `:id` leaves the property chain and becomes a call: `api.users({ id })`. */
type ParamCall<K, Child extends Shape> = (
  params: { [P in K extends `:${infer Name}` ? Name : never]: string | number },
) => Tree<Child>;

/** A node, callable when it has a `:name` key (written out rather than through an alias: cheaper). */
type Tree<Node extends Shape> = keyof Node & `:${string}` extends never
  ? Routes<Node>
  : Routes<Node> & ParamCall<keyof Node & `:${string}`, Node[keyof Node & `:${string}`]>;

/**
 * The typed client for a contract node: segments are properties, a `:name` key a call; no contract gives `{}`.
 * @example
 * type Api = Client<App>;
 * declare const api: Api;
 * await api.api.users({ id: '1' }).posts.get();
 */
export type Client<Node> = [Node] extends [Shape] ? Tree<Node> : {};

/** `HeadersInit`, or an object whose `undefined` values are not sent: `{ authorization: token ?? undefined }`. */
type ClientHeaders = HeadersInit | Record<string, string | undefined>;

/** Options of `client()`. */
export interface ClientOptions {
  /** Headers sent with every request; a function is called (and awaited) per request with the URL path. */
  headers?: ClientHeaders | ((path: string) => ClientHeaders | Promise<ClientHeaders>);
  /** Replaces the global `fetch`, for example `app.fetch` to call an fw app in-process. */
  fetch?: (request: Request) => Response | Promise<Response>;
  /** The longest item of a stream (a JSON line, an event's data), in characters; default 16 MiB. */
  maxItemSize?: number;
}
