import type { Context } from '../context/context.ts';
import { HttpException, InternalServerErrorException } from './http-exception.ts';
import { messages } from './catalogue.ts';
import { toErrorResponse, type ErrorLogger } from './to-error-response.ts';

/**
 * The app's `onError` (Hono's `app.onError`, NestJS's exception filters): maps an error a controller
 * route, a middleware, a body or a `@Schema` failure, or the core's 404 and 405 raised, synchronously.
 * An `HttpException` is answered as one thrown would be; a `Response` is sent as it is; `undefined`
 * keeps fw's default (an `HttpException` as is, anything else logged and answered 500).
 *
 * @example
 * const onError: ErrorMapper = (error) =>
 *   error instanceof RecordNotFound ? new NotFoundException(error.message) : undefined;
 * const app = new Fw({ onError });
 */
export type ErrorMapper = (error: unknown, request: Request) => HttpException | Response | undefined;

/** Answers an error of a request; `carried` are the headers set on its context before the error. */
export type ErrorAnswer = (error: unknown, request: Request, carried?: Headers) => Response;

/**
 * The one way the app answers a request's error, decided once when the app is compiled: without an
 * `onError` it is `toErrorResponse` itself, so a route pays nothing for the option it does not use.
 */
export function createErrorAnswer(logger: ErrorLogger, onError: ErrorMapper | undefined): ErrorAnswer {
  if (onError === undefined) return (error, request, carried) => toErrorResponse(error, logger, request, carried);
  return (error, request, carried) => {
    let mapped: unknown;
    try {
      mapped = onError(error, request);
    } catch (problem) {
      return answerMapperFailure(
        error,
        request,
        carried,
        logger,
        messages.onErrorThrew(request.method, request.url),
        problem,
      );
    }
    if (mapped === undefined) return toErrorResponse(error, logger, request, carried);
    if (mapped instanceof HttpException) return toErrorResponse(mapped, logger, request, carried);
    if (mapped instanceof Response) return mapped;
    // An async mapper: its result comes too late for this answer, and its rejection must not become
    // an unhandled one (which ends the process) on top of the error logged here.
    if (mapped instanceof Promise) mapped.catch(() => {});
    return answerMapperFailure(
      error,
      request,
      carried,
      logger,
      messages.onErrorReturned(request.method, request.url, mapped),
    );
  };
}

/**
 * `answer` for a request that has a `Context` (a route with middleware or `@Ctx`, the core's 404 and
 * 405): the answer keeps the headers set on the context.
 *
 * @example
 * composeMiddleware(middleware, endpoint, (error, ctx) => answerContextError(answer, error, ctx));
 */
export function answerContextError(answer: ErrorAnswer, error: unknown, ctx: Context): Response {
  return answer(error, ctx.request, ctx.hasResponseHeaders ? ctx.responseHeaders : undefined);
}

// Both the error and the mapper's problem go to the log; the client gets the generic 500, as for any
// error fw cannot answer, so neither reaches it.
function answerMapperFailure(
  error: unknown,
  request: Request,
  carried: Headers | undefined,
  logger: ErrorLogger,
  ...problem: unknown[]
): Response {
  logger.error(messages.requestFailed(request.method, request.url), error);
  logger.error(...problem);
  return toErrorResponse(new InternalServerErrorException(messages.internal()), logger, request, carried);
}
