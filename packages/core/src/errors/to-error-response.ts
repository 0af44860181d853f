import { HttpException } from './http-exception.ts';
import { messages } from './catalogue.ts';

export interface ErrorLogger {
  error(...data: unknown[]): void;
}

/**
 * Turns anything thrown into a JSON `{ statusCode, message }` response. An `HttpException` answers
 * with its own status and message; anything else is logged with its stack on the server and answered
 * 500 with a generic message, so internals never reach the client.
 */
export function toErrorResponse(error: unknown, logger: ErrorLogger, request?: Request): Response {
  if (error instanceof HttpException) {
    const init: ResponseInit = { status: error.statusCode };
    if (error.headers) init.headers = error.headers;
    return Response.json(error.toJSON(), init);
  }
  logger.error(request ? `[fw] ${request.method} ${request.url} failed:` : '[fw] a raw route failed:', error);
  return Response.json({ statusCode: 500, message: messages.internal() }, { status: 500 });
}
