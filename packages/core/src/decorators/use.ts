import type { MiddlewareEntry } from '../middleware.ts';
import type { DualClassOrMethodDecorator } from './form.ts';
import { readEnhancerLists } from './enhancer-lists.ts';

/**
 * Middleware for one controller (and its children) or handler, after the global ones; top line outermost.
 * @example
 * @Use(requireUser)
 * @Controller('/api/me')
 * class MeController { @Get() @Use(audit) me(@Locals('user') user: User) { return user; } }
 */
export function Use(...middleware: MiddlewareEntry[]): DualClassOrMethodDecorator {
  // Decorators apply bottom-up: unshifting keeps stacked lines in the order they are written.
  return ((target: object, keyOrContext?: unknown) => {
    readEnhancerLists(target, keyOrContext).middleware.unshift(...middleware);
  }) as DualClassOrMethodDecorator;
}
