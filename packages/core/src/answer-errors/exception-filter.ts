import type { Context } from '../context/context.ts';

/**
 * An exception filter (NestJS's): `catch()` answers what `@Catch(...)` names; `undefined` passes it on.
 * @example
 * @Catch(RecordNotFound)
 * class NotFoundFilter implements ExceptionFilter<RecordNotFound> {
 *   catch(error: RecordNotFound, ctx: Context) { return ctx.json({ errors: { [error.entity]: ['gone'] } }, 404); }
 * }
 */
export interface ExceptionFilter<E = unknown> {
  catch(exception: E, ctx: Context): unknown;
}
