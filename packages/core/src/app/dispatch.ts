import type { ServerHandle } from '../types.ts';
import type { FallbackHandler } from '../plugin/contract.ts';
import type { ErrorLogger } from '../errors/error-logger.ts';
import { Context } from '../context/context.ts';
import { readRequestPath } from '../http/request-path.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { MethodNotAllowedException, NotFoundException, NotImplementedException } from '../errors/http-exception.ts';
import type { ContextErrorAnswer, ErrorAnswer } from '../answer-errors/error-answer.ts';
import { answerContextError } from '../answer-errors/map-error.ts';
import { withFilters } from '../answer-errors/filter-chain.ts';
import { toErrorResponse } from '../answer-errors/to-error-response.ts';
import { composeMiddleware } from '../pipeline/compose.ts';
import type { FinishResponse } from '../pipeline/close-connection.ts';
import type { RouteEnhancers } from '../pipeline/route-enhancers.ts';
import { createMatcher, type Miss } from '../routing/match.ts';
import { ALL_METHODS, isRoutedMethod } from '../http/methods.ts';
import type { RouteHandler, RouteTable } from '../routing/route-table.ts';
import { toHeadResponse } from './in-process-server.ts';

/** What the dispatcher reads of the built app. */
export interface DispatchOptions {
  readonly table: RouteTable;
  /** The global middleware and filters: a 404 or 405 goes through them as a route's error would. */
  readonly global: RouteEnhancers;
  readonly fallbacks: readonly FallbackHandler[];
  /** True for a path under a controller's prefix: the plugins' fallbacks never answer there. */
  readonly isApiPath: (path: string) => boolean;
  readonly answerError: ErrorAnswer;
  readonly logger: ErrorLogger;
  readonly finish: FinishResponse;
}

/**
 * The request-time dispatch: fw's matcher, then 501, 405 with `Allow`, the plugins' fallbacks, then 404.
 * The runtime's router answers the routed requests itself and sends the rest here; `app.fetch()` sends all.
 */
export function createDispatcher(options: DispatchOptions): RouteHandler {
  return dispatchOver(options.table, createMissAnswer(options));
}

/** What answers a request no route of the table takes: `miss` says which methods the path has, if any. */
export type MissHandler = (
  request: Request,
  server: ServerHandle,
  path: string,
  miss: Miss | undefined,
) => ReturnType<RouteHandler>;

/** Sends each request to its route in `table` (the instrumented table's, too), the rest to `answerMiss`. */
export function dispatchOver(table: RouteTable, answerMiss: MissHandler): RouteHandler {
  const match = createMatcher(table);
  // Bun's router compares the raw path: a client sending raw `^` or UTF-8 (curl) reaches the route here.
  return (request, server) => {
    const path = readRequestPath(request);
    const found = match(request.method, path);
    if (found?.entry === undefined) return answerMiss(request, server, path, found);
    // An entry is a handler or a fixed `Response`: `typeof`, as `instanceof` walks a stand-in's prototypes.
    if (typeof found.entry !== 'function') return found.entry.clone();
    setParams(request, found.params);
    return found.entry(request, server, found.params);
  };
}

// A raw handler reads `request.params`, as Bun's router sets it. A runtime's own request may have the field
// (Node's): a store keeps its shape, where defining a property on each request costs a map change.
function setParams(request: Request, params: Record<string, string>): void {
  const own = request as Request & { params: unknown };
  if (Object.hasOwn(own, 'params') && own.params === undefined) own.params = params;
  else Object.defineProperty(request, 'params', { value: params, configurable: true });
}

/** `app.fetch()`: the dispatcher's answer without a socket, a thrown error answered, HEAD without a body. */
export async function dispatchInProcess(
  dispatch: RouteHandler,
  request: Request,
  server: ServerHandle,
  logger: ErrorLogger,
): Promise<Response> {
  let response: Response;
  try {
    const answer = await dispatch(request, server);
    if (answer === undefined) throw new FwError(messages.noRawResponse(request.method, request.url));
    response = answer;
  } catch (error) {
    response = toErrorResponse(error, logger, request);
  }
  // As Bun does: HEAD is the GET answer without a body (RFC 9110 §9.3.2), whichever route answered.
  return request.method === 'HEAD' ? toHeadResponse(response) : response;
}

type MissAnswer = (
  request: Request,
  server: ServerHandle,
  path: string,
  miss: Miss | undefined,
) => Promise<Response | undefined>;

// 501 for a method fw never routes (RFC 9110 §15.6.2), 405 with `Allow` (§15.5.6), fallbacks, then 404.
function createMissAnswer(options: DispatchOptions): MissAnswer {
  const errorEndpoint = createErrorEndpoints(options);
  // One 405 endpoint per distinct `Allow` value, one 404 per `Vary` the fallbacks asked for.
  const answer405 = memoize((allow) =>
    errorEndpoint(
      (ctx) => new MethodNotAllowedException(messages.methodNotAllowed(ctx.method, ctx.path), { headers: { allow } }),
    ),
  );
  const createNotFound = (init?: { headers: Record<string, string> }) =>
    errorEndpoint((ctx) => new NotFoundException(messages.notFound(ctx.method, ctx.path), init));
  const notFound = createNotFound();
  const notImplemented = errorEndpoint(
    (ctx) => new NotImplementedException(messages.methodNotImplemented(ctx.method, ALL_METHODS)),
  );
  const notFoundVarying = memoize((vary) => createNotFound({ headers: { vary } }));
  const answer404 = (vary: string | undefined): RouteHandler => (vary === undefined ? notFound : notFoundVarying(vary));
  // A fallback's error (static's 405 on a file) goes through the global middleware like the core's 404 and 405.
  const fallbackErrors = new WeakMap<Request, unknown>();
  const fallbackFailed = errorEndpoint((ctx) => fallbackErrors.get(ctx.request));
  return async (request, server, path, miss) => {
    if (!isRoutedMethod(request.method)) return notImplemented(request, server);
    if (miss !== undefined) return answer405(miss.allow)(request, server);
    let vary: string | undefined;
    if (!options.isApiPath(path)) {
      const pass = { vary: (header: string) => void (vary = vary === undefined ? header : `${vary}, ${header}`) };
      for (const handler of options.fallbacks) {
        let response: Response | undefined;
        try {
          response = await handler(request, server, pass);
        } catch (error) {
          fallbackErrors.set(request, error);
          return fallbackFailed(request, server);
        }
        if (response !== undefined) return options.finish(response);
      }
    }
    return answer404(vary)(request, server);
  };
}

// An error answered through the global middleware and filters, as a route's would be (CORS headers and all).
function createErrorEndpoints(options: DispatchOptions) {
  const answerInContext: ContextErrorAnswer = (error, ctx) => answerContextError(options.answerError, error, ctx);
  const answerGlobally = withFilters(options.global.filters, answerInContext, options.logger);
  return (createError: (ctx: Context) => unknown): RouteHandler => {
    const fail = (ctx: Context) => Promise.reject(createError(ctx));
    const endpoint = composeMiddleware(options.global.middleware, fail, answerGlobally, options.finish);
    return (request, server) => endpoint(new Context(request, server, undefined, undefined));
  };
}

/** `create(key)`, built on first use and kept: for the few distinct `Allow` and `Vary` values of an app. */
function memoize<T>(create: (key: string) => T): (key: string) => T {
  const built = new Map<string, T>();
  return (key) => {
    let value = built.get(key);
    if (value === undefined) built.set(key, (value = create(key)));
    return value;
  };
}
