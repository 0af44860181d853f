import { Catch, type Context, type ExceptionFilter } from '@fw/core';
import type { ErrorMessage } from './error-message.ts';
import { NotFound } from './not-found.ts';

/**
 * Answers the services' `NotFound` as 404 `{ statusCode, message }`, the body of fw's own 404s, so the
 * routes that can miss declare `@Errors<{ 404: ErrorMessage }>()`. Registered with `app.useGlobalFilters()`.
 *
 * @example
 * app.useGlobalFilters(NotFoundFilter);
 */
@Catch(NotFound)
export class NotFoundFilter implements ExceptionFilter<NotFound> {
  catch(error: NotFound, ctx: Context): Response {
    const body: ErrorMessage = { statusCode: 404, message: error.message };
    return ctx.json(body, 404);
  }
}
