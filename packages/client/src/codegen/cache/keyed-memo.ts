import { isSameList } from '../program/same-list.ts';

/**
 * A value per string key, kept while every input it was made from is the same (`===`) and its key was read in the
 * last generation (`endGeneration()` forgets the others): a kept subtree's text of `App`.
 * @example
 * const texts = new KeyedMemo<string>();
 * texts.read('api/users', routesUnderIt, () => printNode(node)); // the same text while those routes are kept
 * texts.endGeneration();
 */
export class KeyedMemo<V> {
  #kept = new Map<string, { readonly inputs: readonly unknown[]; readonly value: V }>();
  #next = new Map<string, { readonly inputs: readonly unknown[]; readonly value: V }>();

  read(key: string, inputs: readonly unknown[], compute: () => V): V {
    let kept = this.#kept.get(key);
    if (!kept || !isSameList(kept.inputs, inputs)) kept = { inputs, value: compute() };
    this.#next.set(key, kept);
    return kept.value;
  }

  endGeneration(): void {
    this.#kept = this.#next;
    this.#next = new Map();
  }
}
