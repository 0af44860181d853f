import type { Context } from '../context.ts';
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
