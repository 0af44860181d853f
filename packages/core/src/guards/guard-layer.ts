import type { Constructor } from '../types.ts';
import type { Middleware } from '../middleware.ts';
import type { CanActivate } from './can-activate.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { ForbiddenException } from '../errors/http-exception.ts';

/** The guard class `cls` resolved to `instance`; a class without `canActivate()` fails at `listen()`, naming it. */
export function bindGuard(cls: Constructor, instance: unknown): CanActivate {
  if (typeof (instance as Partial<CanActivate> | undefined)?.canActivate !== 'function') {
    throw new FwError(messages.guardWithoutCanActivate(cls.name));
  }
  return instance as CanActivate;
}

/** The guards as the innermost middleware, before the body is read; a falsy answer is a 403 (NestJS's). */
export function createGuardLayer(guards: readonly CanActivate[]): Middleware {
  return async (ctx) => {
    for (const guard of guards) {
      if (!(await guard.canActivate(ctx))) throw new ForbiddenException(messages.guardRefused());
    }
  };
}
