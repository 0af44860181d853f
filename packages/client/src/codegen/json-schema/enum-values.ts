import ts from 'typescript';
import type { JsonValue } from './schema.ts';

/**
 * An enum's member values, each once (spec: JSON carries the value, not the name), as `printEnumValues` reads them.
 * @example
 * readEnumValues(roleSymbol, checker); // ['admin', 'member']
 */
export function readEnumValues(symbol: ts.Symbol, checker: ts.TypeChecker): JsonValue[] {
  const values = (symbol.declarations ?? [])
    .filter(ts.isEnumDeclaration)
    .flatMap((declaration) => declaration.members.map((member) => checker.getConstantValue(member)))
    .filter((value): value is string | number => value !== undefined);
  return [...new Set(values)];
}
