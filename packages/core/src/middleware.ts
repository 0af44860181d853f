import type { Context } from './context.ts';
import type { RequestShape } from './request-shape.ts';

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
