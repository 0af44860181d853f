import type { Constructor } from '../types.ts';
import type { ExceptionFilter } from '../errors/exception-filter.ts';
import type { DualClassOrMethodDecorator } from './form.ts';
import { readEnhancerLists } from './enhancer-lists.ts';

/**
 * Exception filter classes for one controller (its children too) or one handler, resolved through DI.
 * The nearest scope is asked first (the handler's, the controller's, its parents', the app's), and
 * within one list the last written first, as in NestJS; the first filter that answers decides.
 *
 * @example
 * @UseFilters(ValidationFilter)
 * @Controller('/api/users')
 * class UsersController { @Post() @UseFilters(ConflictFilter) create(@Body() dto: CreateUserDto) { return dto; } }
 */
export function UseFilters(...filters: Constructor<ExceptionFilter>[]): DualClassOrMethodDecorator {
  return ((target: object, keyOrContext?: unknown) => {
    readEnhancerLists(target, keyOrContext).filters.unshift(...filters);
  }) as DualClassOrMethodDecorator;
}
