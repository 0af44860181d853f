import type { Context } from './context/context.ts';
import type { RequestShape } from './context/request-shape.ts';
import type { Constructor } from './types.ts';

/** Runs the rest of the chain (inner middleware and the handler) and gives its response. */
export type Next = () => Promise<Response>;

/**
 * Onion middleware. Code before `await next()` runs before the handler, code after it sees the
 * response. Returning a value (not `undefined`) short-circuits: it is answered like a handler's
 * return value. Returning nothing without calling `next()` continues the chain, so a middleware that
 * only fills `ctx.locals` needs no `next()` at all. `next()` never rejects: an error thrown inside
 * arrives as its error response (status 4xx/5xx), so outer middleware can still add headers.
 *
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
 * Middleware as a class (NestJS's `NestMiddleware`), resolved through DI so its constructor takes
 * services: `use(ctx, next)` is a `Middleware`. Given as the class: `@Use(AuthMiddleware)`,
 * `app.use(AuthMiddleware)`.
 *
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
