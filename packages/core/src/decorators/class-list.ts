import type { Constructor } from '../types.ts';
import { FwError, messages } from '../errors/catalogue.ts';

/**
 * `values` if each is a class, else an `FwError` where the list is written, naming it and the argument.
 * @example
 * readClassList('@UseGuards()', 'a guard', guards); // @UseGuards(undefined): an import cycle, named here
 */
export function readClassList<T extends Constructor>(where: string, kind: string, values: readonly T[]): T[] {
  for (const [index, value] of values.entries()) {
    // An arrow function is a function without a prototype: `new` would fail at listen() with no name.
    if (typeof value !== 'function' || value.prototype === undefined) {
      throw new FwError(messages.notAClass(where, index, kind, value));
    }
  }
  return [...values];
}
