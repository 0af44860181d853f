import ts from 'typescript';
import { isDataMember } from './data-members.ts';
import { readEmptyCollectionReason, readToJson } from './json-form.ts';

// Whether the contract writes a type exactly as the server declares it. A generic written by name
// with such an argument means on the frontend what it means on the server; with another (a `Date`,
// a class with `toJSON()`, a DTO whose methods the contract drops) its `keyof T` or `T['x']` would be
// read from the JSON form (see opaque-parameters.ts).

const UNSENDABLE = ts.TypeFlags.Any | ts.TypeFlags.BigIntLike | ts.TypeFlags.ESSymbolLike;

/**
 * Answers, per type, whether JSON carries it as declared: no `toJSON()`, `Date`, `Map`/`Set`,
 * bigint, symbol or `any` anywhere in it, and every member a data member the contract keeps.
 * Type parameters, primitives, literals and enums are; so is a type that refers to itself.
 *
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
    // The answer is the conjunction over everything reachable, so a type met again (a cycle or a
    // shared part) adds nothing: only the first `false` matters, and it ends the walk.
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
