import type { Constructor } from '../types.ts';
import type { CanActivate } from '../guards/can-activate.ts';
import type { DualClassOrMethodDecorator } from './form.ts';
import { readEnhancerLists } from './enhancer-lists.ts';

/**
 * Guard classes for one controller (its children too) or one handler, resolved through DI. They run in
 * order after the middleware: the app's (`app.useGlobalGuards`), the parent controllers', the
 * controller's, the handler's; stacked lines top to bottom. The first that refuses ends the request.
 *
 * @example
 * @UseGuards(AuthGuard)
 * @Controller('/api/user')
 * class UserController { @Get() me(@CurrentUser() user: User) { return user; } }
 */
export function UseGuards(...guards: Constructor<CanActivate>[]): DualClassOrMethodDecorator {
  return ((target: object, keyOrContext?: unknown) => {
    readEnhancerLists(target, keyOrContext).guards.unshift(...guards);
  }) as DualClassOrMethodDecorator;
}
