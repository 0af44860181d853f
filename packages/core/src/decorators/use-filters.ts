import type { Constructor } from '../types.ts';
import type { ExceptionFilter } from '../errors/exception-filter.ts';
import type { DualClassOrMethodDecorator } from './form.ts';
import { readEnhancerLists } from './enhancer-lists.ts';

/**
 * Exception filters for one controller (and its children) or handler; nearest scope first, as in NestJS.
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
