import type { Constructor } from '../types.ts';
import type { FwMiddleware, Middleware, MiddlewareEntry } from '../middleware.ts';
import { FwError, messages } from '../errors/catalogue.ts';

// Any other class is refused: its constructor would otherwise be called as a function, per request.
export function isMiddlewareClass(entry: MiddlewareEntry): entry is Constructor<FwMiddleware> {
  if (typeof (entry.prototype as Partial<FwMiddleware> | undefined)?.use === 'function') return true;
  if (!Function.prototype.toString.call(entry).startsWith('class')) return false;
  throw new FwError(messages.middlewareWithoutUse(entry.name));
}

export function bindMiddleware(instance: FwMiddleware): Middleware {
  return (ctx, next) => instance.use(ctx, next);
}
