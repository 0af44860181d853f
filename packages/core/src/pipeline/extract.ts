import { parseQuery, type Context, type QueryObject } from '../context.ts';
import type { SlotRecord } from '../metadata/store.ts';

/** Reads one handler argument from the context; built once per parameter at `listen()`. */
export type Extractor = (ctx: Context) => unknown;

type Bag = Record<string, unknown> | undefined;

/** The extractor for one request slot (spec, "Request slots"). */
export function createExtractor(slot: SlotRecord): Extractor {
  const key = slot.key;
  switch (slot.kind) {
    case 'param':
      return key === undefined ? (ctx) => ctx.params : (ctx) => ctx.params[key];
    case 'query':
      return key === undefined ? (ctx) => ctx.query : (ctx) => ctx.query[key];
    case 'body':
      return key === undefined ? (ctx) => ctx.body : (ctx) => (ctx.body as Bag)?.[key];
    case 'header':
      return key === undefined ? (ctx) => ctx.headers : (ctx) => ctx.request.headers.get(key) ?? undefined;
    case 'locals':
      return key === undefined ? (ctx) => ctx.locals : (ctx) => ctx.locals[key];
    case 'req':
      return (ctx) => ctx.request;
    case 'ctx':
      return (ctx) => ctx;
  }
}

type Method = (...args: unknown[]) => unknown;

/**
 * Calls `method` on `instance` with arguments from `extractors`. Small arities get their own closure
 * so the common handler allocates no argument array.
 */
export function createInvoker(instance: object, method: Method, extractors: readonly Extractor[]): (ctx: Context) => unknown {
  const [a, b, c] = extractors;
  switch (extractors.length) {
    case 0:
      return () => method.call(instance);
    case 1:
      return (ctx) => method.call(instance, a(ctx));
    case 2:
      return (ctx) => method.call(instance, a(ctx), b(ctx));
    case 3:
      return (ctx) => method.call(instance, a(ctx), b(ctx), c(ctx));
    default:
      return (ctx) => method.apply(instance, extractors.map((extract) => extract(ctx)));
  }
}

/** Route parameters as the router passed them (`undefined` on a path without `:param`). */
/** The matched path params as the router hands them over (`undefined` on a path without `:param`). */
export type Params = Record<string, string> | undefined;

/**
 * Reads one handler argument without a `Context`, for a route whose handler cannot reach one (no
 * middleware, no `@Ctx`/`@Locals`): `query` is parsed once per request when a slot reads it.
 */
export type DirectExtractor = (request: Request, params: Params, query: QueryObject | undefined, body: unknown) => unknown;

/** Calls the handler with its arguments read from the request, the router's params and the parsed body. */
export type DirectInvoker = (request: Request, params: Params, body: unknown) => unknown;

// What `ctx.params` is on a path without `:param`: an empty plain object, read only.
const noParams: Record<string, string> = {};

/** The `Context`-free extractor for `slot`, or `undefined` when the slot needs the context. */
function createDirectExtractor(slot: SlotRecord): DirectExtractor | undefined {
  const key = slot.key;
  switch (slot.kind) {
    case 'param':
      return key === undefined ? undefined : (_, params) => (params ?? noParams)[key];
    case 'query':
      return key === undefined ? (_, _params, query) => query : (_, _params, query) => (query as QueryObject)[key];
    case 'body':
      return key === undefined ? (_, _params, _query, body) => body : (_, _params, _query, body) => (body as Bag)?.[key];
    case 'header':
      return key === undefined ? undefined : (request) => request.headers.get(key) ?? undefined;
    case 'req':
      return (request) => request;
    default:
      return undefined;
  }
}

/**
 * The `Context`-free invoker for `slots` (the same arguments `createInvoker` would pass), or
 * `undefined` when a slot needs the context (`@Ctx`, `@Locals`, the whole `@Param()` or `@Header()`).
 */
export function createDirectInvoker(instance: object, method: Method, slots: readonly SlotRecord[]): DirectInvoker | undefined {
  const extractors: DirectExtractor[] = [];
  for (const slot of slots) {
    const extractor = createDirectExtractor(slot);
    if (extractor === undefined) return undefined;
    extractors.push(extractor);
  }
  const call = createDirectCall(instance, method, extractors);
  if (!slots.some((slot) => slot.kind === 'query')) return (request, params, body) => call(request, params, undefined, body);
  return (request, params, body) => call(request, params, parseQuery(request.url), body);
}

function createDirectCall(instance: object, method: Method, extractors: readonly DirectExtractor[]): DirectExtractor {
  const [a, b, c] = extractors;
  switch (extractors.length) {
    case 0:
      return () => method.call(instance);
    case 1:
      return (request, params, query, body) => method.call(instance, a(request, params, query, body));
    case 2:
      return (request, params, query, body) => method.call(instance, a(request, params, query, body), b(request, params, query, body));
    case 3:
      return (request, params, query, body) =>
        method.call(instance, a(request, params, query, body), b(request, params, query, body), c(request, params, query, body));
    default:
      return (request, params, query, body) => method.apply(instance, extractors.map((extract) => extract(request, params, query, body)));
  }
}
