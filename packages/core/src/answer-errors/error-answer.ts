import type { Context } from '../context/context.ts';
import type { HttpException } from '../errors/http-exception.ts';

/**
 * The app's `onError`: maps an error, synchronously, to an `HttpException`, a `Response` or `undefined`.
 * @example
 * const onError: ErrorMapper = (error) =>
 *   error instanceof RecordNotFound ? new NotFoundException(error.message) : undefined;
 * const app = new Fw({ onError });
 */
export type ErrorMapper = (error: unknown, request: Request) => HttpException | Response | undefined;

/** Answers an error of a request; `carried` are the headers set on its context before the error. */
export type ErrorAnswer = (error: unknown, request: Request, carried?: Headers) => Response;

/** Turns a thrown error into its response (JSON `{ statusCode, message }`, or what a filter answered). */
export type ContextErrorAnswer = (error: unknown, ctx: Context) => Response | Promise<Response>;
