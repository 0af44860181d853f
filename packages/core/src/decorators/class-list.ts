import type { Constructor } from '../types.ts';
import { FwError, messages } from '../errors/catalogue.ts';

/**
 * `values` if each is a class, else an `FwError` where the list is written, naming it and the argument.
 * @example
 * readClassList('@UseGuards()', 'a guard', guards); // @UseGuards(undefined): an import cycle, named here
 */
export function readClassList<T extends Constructor>(where: string, kind: string, values: readonly T[]): T[] {
  for (const [index, value] of values.entries()) {
    if (!isClass(value)) throw new FwError(messages.notAClass(where, index, kind, value));
  }
  return [...values];
}

/** Whether `value` can be given to `new`: an arrow function is a function without a prototype. */
export function isClass(value: unknown): value is Constructor {
  return typeof value === 'function' && value.prototype !== undefined;
}
