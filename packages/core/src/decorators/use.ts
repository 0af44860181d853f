import type { Middleware } from '../middleware.ts';
import { linkClassRecord, writeClassRecord, writeMethodRecord } from '../metadata/store.ts';
import { isStage3Context, ownerOf, type DualClassOrMethodDecorator } from './form.ts';

/**
 * Middleware for one controller (inherited by its children) or one handler, run after the global
 * middleware, outermost first: stacked `@Use` lines run top to bottom.
 *
 * @example
 * @Use(requireUser)
 * @Controller('/api/me')
 * class MeController { @Get() @Use(audit) me(@Locals('user') user: User) { return user; } }
 */
export function Use(...middleware: Middleware[]): DualClassOrMethodDecorator {
  return ((target: object, keyOrContext?: unknown) => {
    if (isStage3Context(keyOrContext)) {
      if (keyOrContext.kind === 'class') linkClassRecord(target, keyOrContext.metadata).middleware.unshift(...middleware);
      else writeMethodRecord(keyOrContext.metadata, keyOrContext.name as string | symbol).middleware.unshift(...middleware);
    } else if (keyOrContext === undefined) {
      writeClassRecord(target).middleware.unshift(...middleware);
    } else {
      writeMethodRecord(ownerOf(target), keyOrContext as string | symbol).middleware.unshift(...middleware);
    }
  }) as DualClassOrMethodDecorator;
}
