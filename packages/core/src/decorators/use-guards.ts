import type { Constructor } from '../types.ts';
import type { CanActivate } from '../guards/can-activate.ts';
import type { DualClassOrMethodDecorator } from './form.ts';
import { readEnhancerLists } from './enhancer-lists.ts';
import { readClassList } from './class-list.ts';

/**
 * Guards for one controller (and its children) or handler, after the middleware, outermost scope first.
 * @example
 * @UseGuards(AuthGuard)
 * @Controller('/api/user')
 * class UserController { @Get() me(@CurrentUser() user: User) { return user; } }
 */
export function UseGuards(...guards: Constructor<CanActivate>[]): DualClassOrMethodDecorator {
  const classes = readClassList('@UseGuards()', 'a guard', guards);
  return ((target: object, keyOrContext?: unknown) => {
    readEnhancerLists(target, keyOrContext).guards.unshift(...classes);
  }) as DualClassOrMethodDecorator;
}
