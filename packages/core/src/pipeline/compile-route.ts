import type { Constructor } from '../types.ts';
import { describeHandler, type ControllerRoute } from '../routing/flatten.ts';
import type { RouteHandler } from '../routing/route-table.ts';
import { Context } from '../context/context.ts';
import type { ErrorAnswer } from '../answer-errors/error-answer.ts';
import { answerContextError } from '../answer-errors/map-error.ts';
import { validate, type ValidationErrorFactory } from '../validation/validate.ts';
import { WHOLE_BODY } from '../errors/slot-target.ts';
import { withFilters } from '../answer-errors/filter-chain.ts';
import { composeMiddleware } from './compose.ts';
import type { RouteEnhancers } from './route-enhancers.ts';
import { createArguments } from './arguments/create-arguments.ts';
import type { Params } from './arguments/extract.ts';
import { readBody, readBytesBody, readFormBody, type BodyReader } from './read-body.ts';
import { createRouteRunner } from './run-route.ts';
import { createParamEscapeCheck } from './param-escapes.ts';
import type { FinishResponse } from './close-connection.ts';
import type { PoisonCheck } from './poisoning.ts';
import type { ErrorLogger } from '../errors/error-logger.ts';
import { isEventStream, isGeneratorFunction, toPrimedStream, type ChunkIterator } from './iterator-stream.ts';
import { isNullBodyStatus } from '../http/null-body-status.ts';
import { toBareResponse, toDefaultStatus, toEmptyResponse, toResponse } from './to-response.ts';
import { traceStep, type StepTracer } from '../observability/steps.ts';
import { webAnswers, type PlainAnswers } from '../runtime/plain-answers.ts';

export interface CompileOptions {
  readonly bodyLimit: number;
  readonly checkBody: PoisonCheck | undefined;
  readonly answerError: ErrorAnswer;
  readonly logger: ErrorLogger;
  readonly validationError: ValidationErrorFactory;
  /** The last step of each response (`Connection: close` while the app drains). */
  readonly finish: FinishResponse;
  readonly steps?: StepTracer | undefined;
  /** The runtime's plain answers (`HttpRuntime.answers`); the Fetch API's by default. */
  readonly answers?: PlainAnswers | undefined;
}

type Method = (...args: unknown[]) => unknown;

/** Everything a route needs, computed once at `listen()` (Fastify's lib/context.js). */
export function compileControllerRoute(
  route: ControllerRoute,
  instance: object,
  enhancers: RouteEnhancers,
  options: CompileOptions,
): RouteHandler {
  const method = (instance as Record<string | symbol, unknown>)[route.name] as Method;
  const { answerError, bodyLimit, checkBody, finish, validationError, answers = webAnswers } = options;
  const status = route.record.httpCode;
  const defaultStatus = route.method === 'POST' ? 201 : undefined;
  const { middleware, filters } = enhancers;
  // Middleware and filters see the context; without them, and without a slot that needs it, none is made.
  const contextSeen = middleware.length > 0 || filters.length > 0;
  const { bodyType, bodySchema, call, direct, resolving, usesBody } = createArguments(route, instance, method, {
    validationError,
    contextSeen,
  });
  const validateBody =
    bodySchema &&
    traceStep(options.steps, 'validation', 'validation', (body: unknown) =>
      validate(bodySchema, body, WHOLE_BODY, validationError),
    );
  const where = describeHandler(route);
  const traceHandler = <A extends unknown[], R>(fn: (...args: A) => R) =>
    traceStep(options.steps, 'handler', `handler ${where}`, fn);
  const readRouteBody = chooseBodyReader(bodyType);
  const readsBody = route.method !== 'GET' && route.method !== 'HEAD' && usesBody;
  const checkParams = createParamEscapeCheck(route.path);
  const streams = isGeneratorFunction(method);
  if (direct) {
    // `@HttpCode(204)`: a value the handler returns anyway is dropped, as the status carries no content.
    const toValueResponse = isNullBodyStatus(status)
      ? (value: unknown) => toEmptyResponse(value, status)
      : status === undefined && defaultStatus !== undefined
        ? (value: unknown) => toBareResponse(value, toDefaultStatus(value, defaultStatus), answers)
        : (value: unknown) => toBareResponse(value, status, answers);
    const run = createRouteRunner<Params>({
      checkParams,
      checkBody,
      readsBody,
      readBody: readRouteBody,
      bodyLimit,
      validateBody,
      onError: (error, request) => finish(answerError(error, request)),
      invoke: traceHandler(
        streams
          ? async (request, params, body) =>
              toValueResponse(await toPrimedStream(direct(request, params, body) as ChunkIterator))
          : direct,
      ),
      toResponse: (value) => finish(toValueResponse(value)),
    });
    return (request, _server, params) => run(request, params);
  }

  const isEvents = (ctx: Context) => ctx.hasResponseHeaders && isEventStream(ctx.responseHeaders.get('content-type'));
  const produce = resolving
    ? async (ctx: Context) => (await call(ctx)) as ChunkIterator
    : (ctx: Context) => call(ctx) as ChunkIterator;
  const stream = async (ctx: Context) => toResponse(await toPrimedStream(await produce(ctx), () => isEvents(ctx)), ctx);
  const invoke = traceHandler(streams ? stream : call);
  const filtered = withFilters(filters, (error, ctx) => answerContextError(answerError, error, ctx), options.logger);
  const onError = filters.length === 0 ? filtered : traceStep(options.steps, 'filters', 'filters', filtered);
  const run = createRouteRunner<Context>({
    checkParams: checkParams && ((request, ctx) => checkParams(request, ctx.params)),
    checkBody,
    readsBody,
    readBody: readRouteBody,
    bodyLimit,
    validateBody,
    onError: (error, _request, ctx) => finishAnswer(onError(error, ctx), finish),
    invoke: readsBody
      ? (_request, ctx, body) => {
          ctx.body = body;
          return invoke(ctx);
        }
      : (_request, ctx) => invoke(ctx),
    toResponse: (value, ctx) => finish(toResponse(value, ctx, answers)),
  });

  if (middleware.length > 0) {
    const endpoint = composeMiddleware(middleware, async (ctx) => run(ctx.request, ctx), onError, finish);
    return (request, server, params) => endpoint(new Context(request, server, params, status, defaultStatus));
  }
  return (request, server, params) => run(request, new Context(request, server, params, status, defaultStatus));
}

function finishAnswer(answer: Response | Promise<Response>, finish: FinishResponse): Response | Promise<Response> {
  return answer instanceof Promise ? answer.then(finish) : finish(answer);
}

function chooseBodyReader(bodyType: Constructor | undefined): BodyReader {
  if (bodyType === FormData) return readFormBody;
  if (bodyType === ArrayBuffer) return (request, limit) => readBytesBody(request, limit, ArrayBuffer);
  if (bodyType === Uint8Array) return (request, limit) => readBytesBody(request, limit, Uint8Array);
  return readBody;
}
