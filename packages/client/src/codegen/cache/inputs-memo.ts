import { isSameList } from '../program/same-list.ts';

/**
 * A value per object, kept while every input it was made from is the same (`===`). For steps that warn nothing
 * and print no type, whose inputs are records the cache renews when their files change (a replayed record is the
 * same object, a read one is new): a kept controller's routes, a kept route's joined text.
 * @example
 * const shapes = new InputsMemo<ControllerInfo, RouteShape[]>();
 * shapes.read(info, [base, ...covering], () => info.routes.map(toShape)); // the same array while those hold
 */
export class InputsMemo<K extends object, V> {
  readonly #kept = new WeakMap<K, { readonly inputs: readonly unknown[]; readonly value: V }>();

  read(key: K, inputs: readonly unknown[], compute: () => V): V {
    const kept = this.#kept.get(key);
    if (kept && isSameList(kept.inputs, inputs)) return kept.value;
    const value = compute();
    this.#kept.set(key, { inputs, value });
    return value;
  }
}
