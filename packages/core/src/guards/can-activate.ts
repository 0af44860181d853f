import type { Context } from '../context/context.ts';

/**
 * A guard (NestJS's): decides whether a request reaches its handler. `true` lets it through; `false`
 * answers 403 (`ForbiddenException`); a thrown exception answers as itself (a 401, say), through the
 * filters. It runs after the middleware and before the body is read, so it may fill `ctx.locals` for
 * the handler and for parameter decorators. Resolved through DI. The `Headers` type argument declares the
 * headers it reads: `@fw/client` adds them to the contract of every route it guards, and `ctx.headers`
 * has them, each `string | undefined` (a request may still lack one: checking is the guard's job).
 *
 * @example
 * class AuthGuard implements CanActivate<{ authorization: string }> {
 *   constructor(private readonly users: UsersService) {}
 *   async canActivate(ctx: Context) {
 *     const user = await this.users.fromToken(ctx.request.headers.get('authorization'));
 *     if (!user) throw new UnauthorizedException();
 *     ctx.locals.user = user;
 *     return true;
 *   }
 * }
 */
export interface CanActivate<Headers extends Record<string, string> = {}> {
  canActivate(ctx: Context<{ headers: Partial<Headers> }>): boolean | Promise<boolean>;
}
