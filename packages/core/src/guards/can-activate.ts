import type { Context } from '../context/context.ts';

/**
 * A guard (NestJS's): `true` lets the request through, `false` answers 403; `Headers` goes into the contract.
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
