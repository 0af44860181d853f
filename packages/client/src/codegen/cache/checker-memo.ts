import type ts from 'typescript';

/**
 * A value per symbol, kept while its checker lives: a DTO's member is asked about by the contract's printer, the
 * DTO's component and each `Partial<Dto>`.
 * @example
 * const notes = new CheckerMemo<Notes | undefined>();
 * notes.read(checker, member, () => readJsDoc(member, checker));
 */
export class CheckerMemo<V> {
  readonly #byChecker = new WeakMap<ts.TypeChecker, WeakMap<ts.Symbol, V>>();

  read(checker: ts.TypeChecker, symbol: ts.Symbol, compute: () => V): V {
    let known = this.#byChecker.get(checker);
    if (!known) this.#byChecker.set(checker, (known = new WeakMap()));
    if (known.has(symbol)) return known.get(symbol) as V;
    const value = compute();
    known.set(symbol, value);
    return value;
  }
}
