import type { Context } from '../../context/context.ts';
import { parseQuery, type QueryObject } from '../../query/parse-query.ts';
import type { SlotRecord } from '../../metadata/store.ts';
import { createQueryValueReader, createQueryValuesReader } from '../../query/query-value.ts';
import { createQueryEscapeCheck } from '../../query/query-escapes.ts';
import type { ValueShape } from './slot-shape.ts';
import { readBodyKeyCheck } from './body-key-type.ts';

/** Reads one handler argument from the context; built once per parameter at `listen()`. */
export type Extractor = (ctx: Context) => unknown;

type Bag = Record<string, unknown> | undefined;
type RawValue = string | string[] | undefined;

/**
 * One extractor per parameter; `shapes` from `readSlotShapes`, `paramTypes` for the keyed body checks.
 * @example
 * createExtractors([{ kind: 'query', key: 'tags' }], readSlotShapes(slots, [Array], 1)); // ?tags=a gives ['a']
 */
export function createExtractors(
  slots: readonly SlotRecord[],
  shapes: readonly (ValueShape | undefined)[],
  paramTypes?: readonly unknown[],
): Extractor[] {
  return slots.map((slot, index) => createExtractor(slot, shapes[index], paramTypes?.[index]));
}

/** The extractor for one request slot (spec, "Request slots"); `shape` for a named query or path value. */
function createExtractor(slot: SlotRecord, shape: ValueShape | undefined, type: unknown): Extractor {
  const key = slot.key;
  switch (slot.kind) {
    case 'param':
      if (key === undefined) return (ctx) => ctx.params;
      return shape ? (ctx) => shape(ctx.params[key]) : (ctx) => ctx.params[key];
    case 'query': {
      if (key === undefined) return (ctx) => ctx.query;
      const check = createQueryEscapeCheck(key);
      const read = (ctx: Context) => {
        const value = ctx.query[key];
        check(ctx.request.url, value);
        return value;
      };
      return shape ? (ctx) => shape(read(ctx)) : read;
    }
    case 'body': {
      if (key === undefined) return (ctx) => ctx.body;
      const check = readBodyKeyCheck(type, key);
      return check ? (ctx) => check((ctx.body as Bag)?.[key], ctx.request) : (ctx) => (ctx.body as Bag)?.[key];
    }
    case 'header':
      if (key === undefined) return (ctx) => ctx.headers;
      if (shape) return (ctx) => shape(ctx.request.headers.get(key) ?? undefined);
      return (ctx) => ctx.request.headers.get(key) ?? undefined;
    case 'locals':
      return key === undefined ? (ctx) => ctx.locals : (ctx) => ctx.locals[key];
    case 'req':
      return (ctx) => ctx.request;
    case 'ctx':
      return (ctx) => ctx;
    case 'custom':
      return slot.resolve ?? (() => undefined);
  }
}

type Method = (...args: unknown[]) => unknown;

/** Calls `method` with arguments from `extractors`; small arities allocate no argument array. */
export function createInvoker(
  instance: object,
  method: Method,
  extractors: readonly Extractor[],
): (ctx: Context) => unknown {
  const [a, b, c, d] = extractors;
  if (a === undefined) return () => method.call(instance);
  if (b === undefined) return (ctx) => method.call(instance, a(ctx));
  if (c === undefined) return (ctx) => method.call(instance, a(ctx), b(ctx));
  if (d === undefined) return (ctx) => method.call(instance, a(ctx), b(ctx), c(ctx));
  return (ctx) =>
    method.apply(
      instance,
      extractors.map((extract) => extract(ctx)),
    );
}

// Awaited one by one in parameter order, so the first slot that fails is the one answered.
export function createAsyncInvoker(instance: object, method: Method, extractors: readonly Extractor[]) {
  return async (ctx: Context): Promise<unknown> => {
    const args: unknown[] = [];
    for (const extract of extractors) args.push(await extract(ctx));
    return method.apply(instance, args);
  };
}

/** The matched path params as the router hands them over (`undefined` on a path without `:param`). */
export type Params = Record<string, string> | undefined;

/**
 * The parsed query when one slot takes it whole; else the values of the named keys when there are several (one
 * scan of the URL), or the URL the one named key is read from.
 */
type QuerySource = QueryObject | readonly RawValue[] | string | undefined;

// How a named key's value is taken from the `QuerySource` the invoker read.
type QueryValueSource = (query: QuerySource) => RawValue;

/** Reads one handler argument without a `Context`, for a route whose handler cannot reach one. */
export type DirectExtractor = (request: Request, params: Params, query: QuerySource, body: unknown) => unknown;

export type DirectInvoker = (request: Request, params: Params, body: unknown) => unknown;

// What `ctx.params` is on a path without `:param`: an empty plain object, read only.
const noParams: Record<string, string> = {};

/** The `Context`-free extractor for `slot`, or `undefined` when the slot needs the context. */
function createDirectExtractor(
  slot: SlotRecord,
  shape: ValueShape | undefined,
  readQueryValue: (key: string) => QueryValueSource,
  type: unknown,
): DirectExtractor | undefined {
  const key = slot.key;
  switch (slot.kind) {
    case 'param':
      if (key === undefined) return undefined;
      return shape ? (_, params) => shape((params ?? noParams)[key]) : (_, params) => (params ?? noParams)[key];
    case 'query':
      if (key === undefined) return (_, _params, query) => query;
      return createDirectQueryExtractor(key, shape, readQueryValue(key));
    case 'body': {
      if (key === undefined) return (_, _params, _query, body) => body;
      const check = readBodyKeyCheck(type, key);
      if (check) return (request, _params, _query, body) => check((body as Bag)?.[key], request);
      return (_, _params, _query, body) => (body as Bag)?.[key];
    }
    case 'header':
      if (key === undefined) return undefined;
      if (shape) return (request) => shape(request.headers.get(key) ?? undefined);
      return (request) => request.headers.get(key) ?? undefined;
    case 'req':
      return (request) => request;
    default:
      return undefined;
  }
}

/** The `Context`-free invoker for `slots`, or `undefined` when a slot needs the context. */
export function createDirectInvoker(
  instance: object,
  method: Method,
  slots: readonly SlotRecord[],
  shapes: readonly (ValueShape | undefined)[],
  paramTypes?: readonly unknown[],
): DirectInvoker | undefined {
  const parsesQuery = slots.some((slot) => slot.kind === 'query' && slot.key === undefined);
  const named = [...new Set(slots.flatMap(({ kind, key }) => (kind === 'query' && key !== undefined ? [key] : [])))];
  const readsValues = !parsesQuery && named.length > 1;
  const readQueryValue = (key: string): QueryValueSource => {
    if (parsesQuery) return (query) => (query as QueryObject)[key];
    if (readsValues) {
      const index = named.indexOf(key);
      return (query) => (query as readonly RawValue[])[index];
    }
    const readUrl = createQueryValueReader(key);
    return (query) => readUrl(query as string);
  };
  const extractors: DirectExtractor[] = [];
  for (const [index, slot] of slots.entries()) {
    const extractor = createDirectExtractor(slot, shapes[index], readQueryValue, paramTypes?.[index]);
    if (extractor === undefined) return undefined;
    extractors.push(extractor);
  }
  const call = createDirectCall(instance, method, extractors);
  if (parsesQuery) return (request, params, body) => call(request, params, parseQuery(request.url), body);
  if (readsValues) {
    const readValues = createQueryValuesReader(named);
    return (request, params, body) => call(request, params, readValues(request.url), body);
  }
  if (named.length === 1) return (request, params, body) => call(request, params, request.url, body);
  return (request, params, body) => call(request, params, undefined, body);
}

// A named key's value from what the invoker read (see `QuerySource`), its escapes checked.
function createDirectQueryExtractor(
  key: string,
  shape: ValueShape | undefined,
  source: QueryValueSource,
): DirectExtractor {
  const check = createQueryEscapeCheck(key);
  const read: DirectExtractor = (request, _params, query) => {
    const value = source(query);
    check(request.url, value);
    return value;
  };
  return shape ? (request, params, query, body) => shape(read(request, params, query, body) as RawValue) : read;
}

function createDirectCall(instance: object, method: Method, extractors: readonly DirectExtractor[]): DirectExtractor {
  const [a, b, c, d] = extractors;
  if (a === undefined) return () => method.call(instance);
  if (b === undefined) return (request, params, query, body) => method.call(instance, a(request, params, query, body));
  if (c === undefined) {
    return (request, params, query, body) =>
      method.call(instance, a(request, params, query, body), b(request, params, query, body));
  }
  if (d === undefined) {
    return (request, params, query, body) =>
      method.call(
        instance,
        a(request, params, query, body),
        b(request, params, query, body),
        c(request, params, query, body),
      );
  }
  return (request, params, query, body) =>
    method.apply(
      instance,
      extractors.map((extract) => extract(request, params, query, body)),
    );
}
