import type { Constructor } from '../types.ts';
import type { FwMiddleware, Middleware, MiddlewareEntry } from '../middleware.ts';
import { FwError, messages } from '../errors/catalogue.ts';

/**
 * Whether a middleware entry is a class to resolve through DI: a class whose prototype has `use()`. Any
 * other class is refused, naming it (its constructor would otherwise be called as a function, per request).
 */
export function isMiddlewareClass(entry: MiddlewareEntry): entry is Constructor<FwMiddleware> {
  if (typeof (entry.prototype as Partial<FwMiddleware> | undefined)?.use === 'function') return true;
  if (!Function.prototype.toString.call(entry).startsWith('class')) return false;
  throw new FwError(messages.middlewareWithoutUse(entry.name));
}

/** The middleware function for `instance` of a middleware class. */
export function bindMiddleware(instance: FwMiddleware): Middleware {
  return (ctx, next) => instance.use(ctx, next);
}
