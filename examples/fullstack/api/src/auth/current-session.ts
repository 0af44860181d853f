import { createParamDecorator, type Context } from '@fw/core';
import type { Session } from './auth-service.ts';

/** The session `AuthGuard` verified; on a route without that guard a 500 naming the fix, never `undefined`. */
export function readSession(ctx: Context): Session {
  const { session } = ctx.locals;
  if (!session) throw new Error('No session on this route: guard it with @UseGuards(AuthGuard)');
  return session;
}

/**
 * The signed-in session as a handler parameter.
 *
 * @example
 * @Get('/me') @UseGuards(AuthGuard) me(@CurrentSession() session: Session) { return { name: session.name }; }
 */
export const CurrentSession = createParamDecorator((_: undefined, ctx): Session => readSession(ctx));
