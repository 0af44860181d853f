import type { Context } from '../context.ts';

/**
 * A guard: `canActivate` answers whether the request may reach the handler. The `Headers` type
 * argument declares the request headers the guard reads, which the contract generator adds to the
 * `headers` of every route the guard covers.
 *
 * @example
 * class AuthGuard implements CanActivate<{ authorization: string }> {
 *   canActivate(ctx: Context) { return ctx.request.headers.get('authorization') === 'Bearer good'; }
 * }
 */
export interface CanActivate<Headers extends Record<string, string> = {}> {
  canActivate(ctx: Context): boolean | Promise<boolean>;
  /** Never set: keeps `Headers` in the type, where the contract generator reads it. */
  readonly [declaredHeaders]?: Headers;
}

declare const declaredHeaders: unique symbol;
