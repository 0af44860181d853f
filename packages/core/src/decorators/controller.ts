import type { Constructor } from '../types.ts';
import { linkClassRecord, writeClassRecord } from '../metadata/store.ts';
import { isStage3Context, type DualClassDecorator } from './form.ts';

export interface ControllerDefinition {
  readonly path?: string;
  /** Controllers mounted under this one's path; they are emitted only there (spec, path rule 4). */
  readonly children?: readonly Constructor[];
}

/**
 * Marks a class as a controller with a path prefix, optionally with child controllers.
 * @example
 * @Controller({ path: '/api/users', children: [PostsController] })
 * class UsersController {}
 */
export function Controller(definition: string | ControllerDefinition = ''): DualClassDecorator {
  const { path = '', children = [] } = typeof definition === 'string' ? { path: definition } : definition;
  return ((value: object, context?: unknown) => {
    const record = isStage3Context(context) ? linkClassRecord(value, context.metadata) : writeClassRecord(value);
    record.controller = { path, children };
  }) as DualClassDecorator;
}
