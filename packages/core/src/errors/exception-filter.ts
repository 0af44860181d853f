import type { Context } from '../context/context.ts';

/**
 * An exception filter (NestJS's): a class whose `catch()` answers the exceptions its `@Catch(...)` names
 * (every exception without `@Catch` or with an empty one). It returns a `Response` to send as it is, any
 * other value to send as JSON with the exception's status (500 for one that is not an `HttpException`),
 * or `undefined` to pass the exception on to the next filter, then `onError`, then the default answer.
 * Resolved through DI, so its constructor takes services. Bound with `@UseFilters()` on a controller or
 * a handler, or `app.useGlobalFilters()`.
 *
 * @example
 * @Catch(RecordNotFound)
 * class NotFoundFilter implements ExceptionFilter<RecordNotFound> {
 *   catch(error: RecordNotFound, ctx: Context) { return ctx.json({ errors: { [error.entity]: ['not found'] } }, 404); }
 * }
 */
export interface ExceptionFilter<E = unknown> {
  catch(exception: E, ctx: Context): unknown;
}
