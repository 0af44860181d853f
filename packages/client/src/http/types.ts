/**
 * The client's types: one mapped type over the plain `App` object the generator writes
 * (SPEC "Type `App`"). Nothing here infers through server generics or parses path strings, so the
 * cost of a call is a few property look-ups whatever the size of the API (see bench/types).
 */

/** The lower-case HTTP methods a contract leaf sits under (SPEC "Type `App`": Leaf). */
export type HttpMethod = 'get' | 'head' | 'post' | 'put' | 'patch' | 'delete' | 'options';

/** A contract leaf: `response` always, the request slots only when the handler uses them. */
interface Leaf {
  response: unknown;
}

/** Extra headers are always allowed: middleware (auth, tracing) reads headers the scanner never sees. */
type ExtraHeaders = Record<string, string | undefined>;

/** Per-call `RequestInit` (`signal`, `credentials`, ...); method and body come from the call itself. */
type FetchInit = Omit<RequestInit, 'method' | 'body'>;

/** The options of a route that declares no query and no header: the common case, one shared type. */
interface BaseOptions {
  query?: Record<string, unknown>;
  headers?: ExtraHeaders;
  fetch?: FetchInit;
}

// One plain interface per combination instead of intersections: each route instantiates one small
// object type.
interface QueryOptions<Q> {
  query?: Q;
  headers?: ExtraHeaders;
  fetch?: FetchInit;
}
interface RequiredQueryOptions<Q> {
  query: Q;
  headers?: ExtraHeaders;
  fetch?: FetchInit;
}
interface HeaderOptions<H> {
  query?: Record<string, unknown>;
  headers?: H & ExtraHeaders;
  fetch?: FetchInit;
}
interface RequiredHeaderOptions<H> {
  query?: Record<string, unknown>;
  headers: H & ExtraHeaders;
  fetch?: FetchInit;
}
interface QueryHeaderOptions<Q, H> {
  query?: Q;
  headers?: H & ExtraHeaders;
  fetch?: FetchInit;
}
type RequiredQueryHeaderOptions<Q, H> = QueryHeaderOptions<Q, H> &
  ({} extends Q ? unknown : { query: Q }) &
  ({} extends H ? unknown : { headers: H & ExtraHeaders });

/**
 * The options argument of a request call, `{ query, headers, fetch }`. A declared query or header with
 * a required key makes its field, and so the whole argument, required: a missing one is a compile
 * error (an always-optional argument would let it through).
 */
export type RequestOptions<L> = L extends { query: infer Q }
  ? L extends { headers: infer H }
    ? {} extends Q & H ? QueryHeaderOptions<Q, H> : RequiredQueryHeaderOptions<Q, H>
    : {} extends Q ? QueryOptions<Q> : RequiredQueryOptions<Q>
  : L extends { headers: infer H }
    ? {} extends H ? HeaderOptions<H> : RequiredHeaderOptions<H>
    : BaseOptions;

/** What `error.value` holds: the server's JSON error body, with `message` always a string. */
export interface ErrorValue {
  message: string;
  [key: string]: unknown;
}

/** A failed call: `status` is the HTTP status, or 0 when no response arrived. */
export interface ClientError {
  status: number;
  value: ErrorValue;
}

/**
 * The result of every request, narrowed by `error`.
 *
 * @example
 * const { data, error } = await api.users.get();
 * if (error) console.log(error.status, error.value.message);
 * else data; // User[]
 */
export type Result<T> = Success<T> | Failure;

/** The success side of `Result`: `data` is the contract's `response` (`null` for a 204). */
export interface Success<T> {
  data: T;
  error: null;
  status: number;
  headers: Headers;
  response: Response;
}

/** The failure side of `Result`; `response` is null when no response arrived (status 0). */
export interface Failure {
  data: null;
  error: ClientError;
  status: number;
  headers: Headers;
  response: Response | null;
}

// The call signatures: plain parameters rather than computed rest tuples, which keeps overload
// resolution cheap at every call site. `R` is the response, `O` the options, `B` the body.
interface GetCall<R, O> {
  (options?: O): Promise<Result<R>>;
}
interface RequiredGetCall<R, O> {
  (options: O): Promise<Result<R>>;
}
interface BodyCall<B, R, O> {
  (body: B, options?: O): Promise<Result<R>>;
}
interface RequiredBodyCall<B, R, O> {
  (body: B, options: O): Promise<Result<R>>;
}
/** A route without a body takes `null` or nothing in the body position (`delete()`, `post(null, { query })`). */
interface NoBodyCall<R, O> {
  (body?: null, options?: O): Promise<Result<R>>;
}
interface RequiredNoBodyCall<R, O> {
  (body: null | undefined, options: O): Promise<Result<R>>;
}

/** get, head and options: `(options?)`, Eden Treaty 2's shape. */
type QueryCallOf<L extends Leaf, O = RequestOptions<L>> = {} extends O
  ? GetCall<L['response'], O>
  : RequiredGetCall<L['response'], O>;

/** post, put, patch and delete: `(body, options?)`. */
type BodyCallOf<L extends Leaf, O = RequestOptions<L>> = L extends { body: infer B }
  ? {} extends O ? BodyCall<B, L['response'], O> : RequiredBodyCall<B, L['response'], O>
  : {} extends O ? NoBodyCall<L['response'], O> : RequiredNoBodyCall<L['response'], O>;

/** One request function, typed from its method and leaf. */
export type Endpoint<M extends HttpMethod, L extends Leaf> = M extends 'get' | 'head' | 'options'
  ? QueryCallOf<L>
  : BodyCallOf<L>;

type ParamKey<Node> = keyof Node & `:${string}`;

/** `:id` leaves the property chain and becomes a call: `api.users({ id })`. */
type ParamCall<K, Child> = (
  params: { [P in K extends `:${infer Name}` ? Name : never]: string | number },
) => Client<Child>;

/**
 * What one key of a node becomes; a top-level alias, so each instantiation maps two parameters only.
 * The key decides, not the value's shape (SPEC "Type `App`": a leaf is a key that is the lower-case
 * method): a node with a segment named `response` (`@Post('response')` beside `@Get()`) has a
 * `response` key like a leaf. The `V extends Leaf` tests only narrow `V` for the call types; in one
 * chain they cost fewer instantiations than a separate leaf alias (README, "Type-check speed").
 */
type Route<V, K> = K extends 'get' | 'head' | 'options'
  ? V extends Leaf ? QueryCallOf<V> : never
  : K extends HttpMethod
    ? V extends Leaf ? BodyCallOf<V> : never
    : K extends `:${string}` ? never : Client<V>;

/**
 * A homomorphic mapping, resolved lazily key by key. A method key becomes a request function;
 * `:name` keys are reached through the call instead, so reading one is `never`.
 */
type Routes<Node> = { [K in keyof Node]: Route<Node[K], K> };

/**
 * The typed client for a contract node: static segments are properties, method keys are request
 * functions, and a `:name` key makes the node callable with `{ name }`.
 *
 * @example
 * type Api = Client<App>;
 * declare const api: Api;
 * await api.api.users({ id: '1' }).posts.get();
 */
export type Client<Node> = ParamKey<Node> extends never
  ? Routes<Node>
  : Routes<Node> & ParamCall<ParamKey<Node>, Node[ParamKey<Node>]>;

/** Options of `client()`. */
export interface ClientOptions {
  /** Headers sent with every request; a function is called (and awaited) per request with the URL path. */
  headers?: HeadersInit | ((path: string) => HeadersInit | Promise<HeadersInit>);
  /** Replaces the global `fetch`, for example `app.fetch` to call an fw app in-process. */
  fetch?: (request: Request) => Response | Promise<Response>;
}
