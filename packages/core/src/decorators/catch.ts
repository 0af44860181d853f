import type { Constructor } from '../types.ts';
import { linkClassRecord, writeClassRecord } from '../metadata/store.ts';
import { isStage3Context, type DualClassDecorator } from './form.ts';
import { readClassList } from './class-list.ts';

/**
 * The exception classes a filter handles (`instanceof`); none, or no `@Catch`, for every one (NestJS's).
 * @example
 * @Catch(NotFoundException, RecordNotFound)
 * class NotFoundFilter implements ExceptionFilter {
 *   catch(error: Error) { return { errors: { body: [error.message] } }; }
 * }
 */
export function Catch(...exceptions: Constructor[]): DualClassDecorator {
  const classes = readClassList('@Catch()', 'an exception', exceptions);
  return ((value: object, context?: unknown) => {
    const record = isStage3Context(context) ? linkClassRecord(value, context.metadata) : writeClassRecord(value);
    record.catches = classes;
  }) as DualClassDecorator;
}
