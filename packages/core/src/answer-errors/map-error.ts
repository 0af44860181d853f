import type { Context } from '../context/context.ts';
import { HttpException, InternalServerErrorException } from '../errors/http-exception.ts';
import { messages } from '../errors/catalogue.ts';
import type { ErrorLogger } from '../errors/error-logger.ts';
import type { ErrorAnswer, ErrorMapper } from './error-answer.ts';
import { toErrorResponse } from './to-error-response.ts';

/** The app's error answer, decided once: without `onError` it is `toErrorResponse` itself. */
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
    // An async mapper's result is too late, and its rejection must not go unhandled (that ends the process).
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
 * `answer` for a request that has a `Context`: the answer keeps the headers set on it.
 * @example
 * composeMiddleware(middleware, endpoint, (error, ctx) => answerContextError(answer, error, ctx));
 */
export function answerContextError(answer: ErrorAnswer, error: unknown, ctx: Context): Response {
  return answer(error, ctx.request, ctx.hasResponseHeaders ? ctx.responseHeaders : undefined);
}

// Both go to the log; the client gets the generic 500.
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
