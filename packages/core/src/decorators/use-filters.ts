import type { Constructor } from '../types.ts';
import type { ExceptionFilter } from '../answer-errors/exception-filter.ts';
import type { DualClassOrMethodDecorator } from './form.ts';
import { readEnhancerLists } from './enhancer-lists.ts';
import { readClassList } from './class-list.ts';

/**
 * Exception filters for one controller (and its children) or handler; nearest scope first, as in NestJS.
 * @example
 * @UseFilters(ValidationFilter)
 * @Controller('/api/users')
 * class UsersController { @Post() @UseFilters(ConflictFilter) create(@Body() dto: CreateUserDto) { return dto; } }
 */
export function UseFilters(...filters: Constructor<ExceptionFilter>[]): DualClassOrMethodDecorator {
  const classes = readClassList('@UseFilters()', 'an exception filter', filters);
  return ((target: object, keyOrContext?: unknown) => {
    readEnhancerLists(target, keyOrContext).filters.unshift(...classes);
  }) as DualClassOrMethodDecorator;
}
