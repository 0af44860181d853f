import { Errors, UnauthorizedException, type CanActivate, type Context } from '@fw/core';
import type { ErrorMessage } from '../errors/error-message.ts';
import { AuthService, type Session } from './auth-service.ts';

// What `AuthGuard` leaves in `ctx.locals` for `@CurrentSession()` and the guards after it, typed app-wide.
declare module '@fw/core' {
  interface AppLocals {
    session?: Session;
  }
}

const SIGN_IN_FIRST = 'Sign in first: a valid "Authorization: Bearer <token>" header is required';

/**
 * Lets a request through when its `Authorization: Bearer <token>` header holds a token `AuthService`
 * signed, and leaves the session in `ctx.locals`; otherwise a 401. Its type argument puts the header in
 * the contract of every route it guards, and `@Errors` the 401.
 *
 * @example
 * @Post() @UseGuards(AuthGuard) create(@CurrentSession() session: Session) { ... }
 */
@Errors<{ 401: ErrorMessage }>()
export class AuthGuard implements CanActivate<{ authorization: string }> {
  constructor(private readonly auth: AuthService) {}

  canActivate(ctx: Context<{ headers: Partial<{ authorization: string }> }>): boolean {
    const session = this.auth.fromAuthorization(ctx.headers.authorization);
    if (!session) throw new UnauthorizedException(SIGN_IN_FIRST);
    ctx.locals.session = session;
    return true;
  }
}
