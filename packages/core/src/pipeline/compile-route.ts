import type { Constructor } from '../plugin.ts';
import type { Middleware } from '../middleware.ts';
import type { ControllerRoute } from '../routing/flatten.ts';
import type { RouteHandler } from '../routing/route-table.ts';
import { Context } from '../context.ts';
import { readClassRecord, type SlotRecord } from '../metadata/store.ts';
import { readParamTypes } from '../metadata/polyfill.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { answerContextError, type ErrorAnswer } from '../errors/map-error.ts';
import { composeMiddleware } from './compose.ts';
import { createDirectInvoker, createExtractors, createInvoker, type Params } from './extract.ts';
import { readBody, readBytesBody, readFormBody, type BodyReader } from './read-body.ts';
import { createRouteRunner } from './run-route.ts';
import { createParamEscapeCheck } from './param-escapes.ts';
import type { FinishResponse } from './close-connection.ts';
import type { PoisonCheck } from './poisoning.ts';
import { isEventStream, isGeneratorFunction, toPrimedStream, type ChunkIterator } from './iterator-stream.ts';
import { isNullBodyStatus, toBareResponse, toEmptyResponse, toResponse } from './to-response.ts';

export interface CompileOptions {
  readonly bodyLimit: number;
  /** The app's prototype-poisoning check of parsed bodies; `undefined` when it lets everything through. */
  readonly checkBody: PoisonCheck | undefined;
  /** How the app answers an error (its `onError` decided once). */
  readonly answerError: ErrorAnswer;
  readonly globalMiddleware: readonly Middleware[];
  /** The last step of each response (`Connection: close` while the app drains). */
  readonly finish: FinishResponse;
}

type Method = (...args: unknown[]) => unknown;

/**
 * Everything a route needs, computed once at `listen()` (Fastify's lib/context.js): the argument
 * extractors, the body reader and its schema, the middleware chain. With no middleware the request
 * runs synchronously up to the handler, with no extra promise.
 */
export function compileControllerRoute(route: ControllerRoute, instance: object, options: CompileOptions): RouteHandler {
  const where = `${route.controller.name}.${String(route.name)}()`;
  const method = (instance as Record<string | symbol, unknown>)[route.name] as Method;
  const { answerError, bodyLimit, checkBody, finish } = options;
  // `undefined` unless @HttpCode set one: then 200 for a value, 204 for an empty return.
  const status = route.record.httpCode;
  const stage3 = route.handler.form === 'stage3';
  if (stage3 && method.length > 1) throw new FwError(messages.stage3Arity(where, method.length));
  const paramTypes = stage3 ? undefined : readParamTypes(route.controller.prototype, route.name);
  const slots = stage3 ? [] : readSlots(route.record.slots, method, paramTypes, where);
  if (!stage3 && paramTypes === undefined) assertTypesNotNeeded(route, slots, where);
  for (const slot of slots) if (slot.kind === 'param' && slot.key !== undefined) assertPathParam(route, slot.key, where);
  const bodyType = readBodyType(route, slots, paramTypes);
  const schema = bodyType === undefined ? undefined : readClassRecord(bodyType)?.schema;
  const readRouteBody = chooseBodyReader(bodyType);
  const readsBody = route.method !== 'GET' && route.method !== 'HEAD' && (stage3 || slots.some(usesBody));
  const checkParams = createParamEscapeCheck(route.path);
  const middleware = [...options.globalMiddleware, ...route.middleware];
  // Without middleware and without a slot that hands out the context, nothing can see or change it
  // (status, response headers, locals): the route runs without allocating one.
  const direct = stage3 || middleware.length > 0 ? undefined : createDirectInvoker(instance, method, slots, paramTypes);
  // A generator handler streams; it runs to its first `yield` before the response is built (see toPrimedStream).
  const streams = isGeneratorFunction(method);
  if (direct) {
    // `@HttpCode(204)`: a value the handler returns anyway is dropped, as the status carries no content.
    const toValueResponse = isNullBodyStatus(status)
      ? (value: unknown) => toEmptyResponse(value, status)
      : (value: unknown) => toBareResponse(value, status);
    const run = createRouteRunner<Params>({
      checkParams,
      checkBody,
      readsBody,
      readBody: readRouteBody,
      bodyLimit,
      schema,
      onError: (error, request) => finish(answerError(error, request)),
      invoke: streams ? async (request, params, body) => toValueResponse(await toPrimedStream(direct(request, params, body) as ChunkIterator)) : direct,
      toResponse: (value) => finish(toValueResponse(value)),
    });
    return (request, _server, params) => run(request, params);
  }

  const call = stage3 ? (ctx: Context) => method.call(instance, ctx) : createInvoker(instance, method, createExtractors(slots, paramTypes, method.length));
  const isEvents = (ctx: Context) => ctx.hasResponseHeaders && isEventStream(ctx.responseHeaders.get('content-type'));
  const invoke = streams ? async (ctx: Context) => toResponse(await toPrimedStream(call(ctx) as ChunkIterator, () => isEvents(ctx)), ctx) : call;
  const onError = (error: unknown, ctx: Context) => answerContextError(answerError, error, ctx);
  const run = createRouteRunner<Context>({
    checkParams,
    checkBody,
    readsBody,
    readBody: readRouteBody,
    bodyLimit,
    schema,
    onError: (error, _request, ctx) => finish(onError(error, ctx)),
    invoke: readsBody
      ? (_request, ctx, body) => {
          ctx.body = body;
          return invoke(ctx);
        }
      : (_request, ctx) => invoke(ctx),
    toResponse: (value, ctx) => finish(toResponse(value, ctx)),
  });

  if (middleware.length > 0) {
    const endpoint = composeMiddleware(middleware, async (ctx) => run(ctx.request, ctx), onError, finish);
    return (request, server, params) => endpoint(new Context(request, server, params, status));
  }
  return (request, server, params) => run(request, new Context(request, server, params, status));
}

// Experimental form: every parameter must be covered by a slot decorator, or the handler would get
// wrong arguments at run time (e.g. under a tsconfig that silently drops parameter decorators).
function readSlots(slots: readonly SlotRecord[], method: Method, paramTypes: readonly unknown[] | undefined, where: string): SlotRecord[] {
  const count = Math.max(method.length, paramTypes?.length ?? 0, slots.length);
  const covered: SlotRecord[] = [];
  for (let index = 0; index < count; index++) {
    const slot = slots[index];
    if (slot === undefined) throw new FwError(messages.uncoveredParameter(where, index));
    covered.push(slot);
  }
  return covered;
}

// Without `design:paramtypes` a `@Schema` DTO behind `@Body()` is never validated and a `number` query
// value reaches the handler as a string: a tsconfig without emitDecoratorMetadata (Bun's default has
// neither flag, and people add only experimentalDecorators) must fail here, not turn into unchecked
// bodies and wrong arguments. Slots that do not read the type (`@Req`, `@Ctx`, `@Header`, `@Body('key')`,
// a body named by `{ body: Dto }`) work without it.
function assertTypesNotNeeded(route: ControllerRoute, slots: readonly SlotRecord[], where: string): void {
  slots.forEach((slot, index) => {
    if (slot.kind === 'body' && slot.key === undefined && route.handler.options.body === undefined) {
      throw new FwError(messages.noParamTypes(where, index, '@Body()', 'a @Schema DTO would go unvalidated (or name it: @Post(path, { body: Dto }))'));
    }
    if ((slot.kind === 'query' || slot.kind === 'param') && slot.key !== undefined) {
      const decorator = `@${slot.kind === 'query' ? 'Query' : 'Param'}('${slot.key}')`;
      throw new FwError(messages.noParamTypes(where, index, decorator, 'a number, boolean or array would reach the handler as the string it was sent as'));
    }
  });
}

// A misspelt name (`@Param('id')` on `/users/:userId`) would hand the handler `undefined` on every request.
function assertPathParam(route: ControllerRoute, key: string, where: string): void {
  const names = route.path.split('/').filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
  if (!names.includes(key)) throw new FwError(messages.unknownPathParam(where, key, `${route.method} ${route.path}`, names));
}

function usesBody(slot: SlotRecord): boolean {
  return slot.kind === 'body' || slot.kind === 'ctx';
}

// Decided here, so only a route whose handler takes `FormData` checks the body's type for it, and only
// one that takes bytes skips parsing.
function chooseBodyReader(bodyType: Constructor | undefined): BodyReader {
  if (bodyType === FormData) return readFormBody;
  if (bodyType === ArrayBuffer) return (request, limit) => readBytesBody(request, limit, ArrayBuffer);
  if (bodyType === Uint8Array) return (request, limit) => readBytesBody(request, limit, Uint8Array);
  return readBody;
}

// The class the body is declared as: the DTO whose `@Schema` validates it, `FormData`, or bytes.
function readBodyType(route: ControllerRoute, slots: readonly SlotRecord[], paramTypes: readonly unknown[] | undefined): Constructor | undefined {
  const declared = route.handler.options.body;
  if (declared) return declared;
  const index = slots.findIndex((slot) => slot.kind === 'body' && slot.key === undefined);
  const type = index === -1 ? undefined : paramTypes?.[index];
  return typeof type === 'function' ? (type as Constructor) : undefined;
}
