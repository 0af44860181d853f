/**
 * The client's types: one mapped type over the plain `App` object the generator writes
 * (SPEC "Type `App`"). Nothing here infers through server generics or parses path strings, so the
 * cost of a call is a few property look-ups whatever the size of the API (see bench/types).
 */

/** The lower-case HTTP methods a contract leaf sits under (SPEC "Type `App`": Leaf). */
export type HttpMethod = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete' | 'options';

/**
 * A contract node or leaf: any object type (interfaces too, which `any` values admit). The index
 * signature lets a leaf's slot be read whether the route declares it or not: `L['query']` is the query
 * type, or `unknown` when there is none. An indexed access costs a fraction of an `infer` match or a
 * `keyof` test (README, "Type-check speed").
 */
// biome-ignore lint/suspicious/noExplicitAny: `any` keeps the shape check cheap for tsc (README, "Type-check speed").
type Shape = Record<string, any>;

/** Extra headers are always allowed: middleware (auth, tracing) reads headers the scanner never sees. */
type ExtraHeaders = Record<string, string | undefined>;

/** Per-call `RequestInit` (`signal`, `credentials`, ...); method and body come from the call itself. */
type FetchInit = Omit<RequestInit, 'method' | 'body'>;

// Every options interface below also has `resume?: boolean`: an event stream that breaks is asked again
// with `Last-Event-ID` (README "Streams"). One more optional key per interface adds no instantiation.

/** The options of a route that declares no query and no header: the common case, one shared type. */
interface BaseOptions {
  query?: Record<string, unknown>;
  headers?: ExtraHeaders;
  fetch?: FetchInit;
  resume?: boolean;
}

// One plain interface per combination instead of intersections: each route instantiates one small
// object type.
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

/**
 * The options argument of a request call, `{ query, headers, fetch }`. A declared query or header with
 * a required key makes its field, and so the whole argument, required: a missing one is a compile
 * error (an always-optional argument would let it through).
 */
export type RequestOptions<L extends Shape> = NonNullable<
  Parameters<GetCallOf<unknown, L['query'], L['headers'], unknown>>[0]
>;

/**
 * What `error.value` holds for a status the route does not declare: the server's JSON error body (fw
 * sends `{ statusCode, message }`), with a `message` string added when the body has none.
 */
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
/**
 * Every status a failure can carry: 0 (no response) and 200 to 599 (a 2xx whose JSON does not parse
 * fails too). A union of literals, so that `Exclude` can take the declared ones out of it.
 */
type FailureStatus = 0 | ToNumber<`${2 | 3 | 4 | 5}${Digit}${Digit}`>;

/**
 * The errors of a route that declares some (`errors: { 401: ErrorBody; 422: {...} }` in its leaf): one
 * member per declared status, and one for every other status, whose literal union leaves the declared
 * ones out so that `error.status === 422` narrows `error.value` to the 422 body alone.
 */
export type DeclaredErrors<E> =
  | { [S in keyof E]: { status: S; value: E[S] } }[keyof E]
  | { status: Exclude<FailureStatus, keyof E>; value: ErrorValue };

/** `error` of a failed call: `ClientError`, or the route's declared errors (`E` is `unknown` when none). */
export type ErrorOf<E> = unknown extends E ? ClientError : DeclaredErrors<E>;

/**
 * The result of every request, narrowed by `error`, and by `error.status` when the route declares errors.
 *
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

// The call signatures: plain parameters rather than computed rest tuples or `options: O | void`, which
// keeps overload resolution cheap at every call site. `R` is the response, `O` the options, `B` the body,
// `E` the declared errors (`unknown` when none).
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
/**
 * A route without a body (`B` is `null`), or with an optional one (`body?: B`), takes `null` or nothing
 * in the body position (`delete()`, `post(null, { query })`).
 */
interface NoBodyCall<B, R, O, E> {
  (body?: B | null, options?: O): Promise<Result<R, E>>;
}
interface RequiredNoBodyCall<B, R, O, E> {
  (body: B | null | undefined, options: O): Promise<Result<R, E>>;
}

// The three call kinds each write the options steps out instead of taking the options as an argument:
// one chain of tests is one conditional type for tsc, where a conditional type in an argument is a second
// one, evaluated apart, for every leaf (README "Type-check speed": one ladder for the three cost 13-18%
// more instantiations). The first test settles the common leaf (no query, no header) in one step. `R` is
// the response, `Q` the query, `H` the headers, `B` the body, `E` the errors.

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

/**
 * What one key of a node becomes; a top-level alias, so each instantiation maps two parameters only.
 * The key decides, not the value's shape (SPEC "Type `App`": a leaf is a key that is the lower-case
 * method): a node with a segment named `response` (`@Post('response')` beside `@Get()`) has a
 * `response` key like a leaf. Every step of a leaf's call is in this one chain (README, "Type-check speed").
 */
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

/**
 * A homomorphic mapping, resolved lazily key by key. A method key becomes a request function;
 * `:name` keys are reached through the call instead, so reading one is `never`.
 */
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
 * The typed client for a contract node: static segments are properties, method keys are request
 * functions, and a `:name` key makes the node callable with `{ name }`. A type that is not an object
 * (no contract given, `client('')`) has nothing to call: `{}`.
 *
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
}
