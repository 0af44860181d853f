import ts from 'typescript';
import { isDataMember } from './data-members.ts';
import { readEmptyCollectionReason, readToJson } from './json-form.ts';

const UNSENDABLE = ts.TypeFlags.Any | ts.TypeFlags.BigIntLike | ts.TypeFlags.ESSymbolLike;

/**
 * Whether JSON carries a type as declared: no `toJSON()`, `Date`, `Map`, bigint or `any` in it, data members only.
 * @example
 * const sent = new SentAsDeclared(checker, isLibrary);
 * sent.test(userType); // true
 * sent.test(moneyType); // false: its toJSON() returns a string
 */
export class SentAsDeclared {
  readonly #checker: ts.TypeChecker;
  readonly #isLibrary: (symbol: ts.Symbol) => boolean;
  readonly #known = new Map<ts.Type, boolean>();

  constructor(checker: ts.TypeChecker, isLibrary: (symbol: ts.Symbol) => boolean) {
    this.#checker = checker;
    this.#isLibrary = isLibrary;
  }

  test(type: ts.Type): boolean {
    const known = this.#known.get(type);
    if (known !== undefined) return known;
    // A conjunction over everything reachable: a type met again adds nothing, the first `false` ends it.
    const seen = new Set<ts.Type>();
    const result = this.#walk(type, seen);
    for (const visited of result ? seen : [type]) this.#known.set(visited, result);
    return result;
  }

  #walk(type: ts.Type, seen: Set<ts.Type>): boolean {
    if (seen.has(type)) return true;
    const known = this.#known.get(type);
    if (known !== undefined) return known;
    seen.add(type);
    const checker = this.#checker;
    const each = (types: readonly ts.Type[]): boolean => types.every((member) => this.#walk(member, seen));
    if (type.flags & UNSENDABLE) return false;
    if (type.isUnionOrIntersection()) return each(type.types);
    if (!(type.flags & ts.TypeFlags.Object)) return true;
    if (readToJson(type, checker)) return false;
    if (checker.isArrayType(type) || checker.isTupleType(type))
      return each(checker.getTypeArguments(type as ts.TypeReference));
    const symbol = type.symbol;
    if (symbol && this.#isLibrary(symbol)) return readEmptyCollectionReason(type, symbol, checker) === undefined;
    const properties = checker.getPropertiesOfType(type);
    if (!properties.every((property) => isDataMember(property, checker))) return false;
    return (
      each(properties.map((property) => checker.getTypeOfSymbol(property))) &&
      each(checker.getIndexInfosOfType(type).map((info) => info.type))
    );
  }
}
