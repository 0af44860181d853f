import type { Context } from './context/context.ts';
import type { RequestShape } from './context/request-shape.ts';
import type { Constructor } from './types.ts';

/** Runs the rest of the chain (inner middleware and the handler) and gives its response. */
export type Next = () => Promise<Response>;

/**
 * Onion middleware: a returned value short-circuits, nothing continues the chain; `next()` never rejects.
 * @example
 * const requireUser: Middleware = (ctx) => {
 *   const user = readUser(ctx.request.headers.get('authorization'));
 *   if (!user) throw new UnauthorizedException();
 *   ctx.locals.user = user;
 * };
 * const timing: Middleware = async (ctx, next) => {
 *   const res = await next();
 *   res.headers.set('x-took', String(performance.now()));
 *   return res;
 * };
 */
export type Middleware<S extends RequestShape = RequestShape> = (ctx: Context<S>, next: Next) => unknown;

/**
 * Middleware as a class (NestJS's `NestMiddleware`), resolved through DI: `@Use(AuthMiddleware)`.
 * @example
 * class AuthMiddleware implements FwMiddleware {
 *   constructor(private readonly users: UsersService) {}
 *   async use(ctx: Context, next: Next) {
 *     ctx.locals.user = await this.users.fromToken(ctx.request.headers.get('authorization'));
 *     return next();
 *   }
 * }
 */
export interface FwMiddleware {
  use(ctx: Context, next: Next): unknown;
}

/** What `@Use()` and `app.use()` take as middleware: a function, or a class whose instance has `use()`. */
export type MiddlewareEntry = Middleware | Constructor<FwMiddleware>;
