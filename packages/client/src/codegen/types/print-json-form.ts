import ts from 'typescript';
import { joinUnionParts } from './join-types.ts';
import {
  BIGINT_REASON,
  EMPTY_OBJECT,
  readEmptyCollectionReason,
  readThisClass,
  readToJson,
  SYMBOL_REASON,
} from './json-form.ts';
import { wrapOperand } from './wrap-operand.ts';

// What JSON carries instead of a type as declared: rules of JSON.stringify (ECMA-262 SerializeJSONProperty).

/** The type printer as the JSON-form printers see it: a way back in, and where warnings go. */
export interface JsonFormText {
  print(type: ts.Type): string;
  /** An object type's data members, without calling its `toJSON()`: JSON.stringify calls it once. */
  printDataMembers(type: ts.Type): string;
  warn(reason: string): void;
}

/**
 * A bigint or a symbol: `never`, with a warning, unless the project installs `BigInt.prototype.toJSON`.
 * @example
 * printBigIntOrSymbol(bigintType, checker, text); // 'never', and a warning at the declaration
 */
export function printBigIntOrSymbol(type: ts.Type, checker: ts.TypeChecker, text: JsonFormText): string {
  const bigint = (type.flags & ts.TypeFlags.BigIntLike) !== 0;
  const toJson = bigint ? readToJson(type, checker) : undefined;
  if (toJson) return printToJsonResult(toJson, checker, text);
  text.warn(bigint ? BIGINT_REASON : SYMBOL_REASON);
  return 'never';
}

/**
 * A library type JSON does not carry as declared (`Map`, `Set`: `{}`; `URL`: a string); `undefined` for others.
 * @example
 * printLibraryJson(mapType, mapType.symbol, checker, text); // 'Record<string, never>', and a warning
 */
export function printLibraryJson(
  type: ts.Type,
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
  text: JsonFormText,
): string | undefined {
  const emptyReason = readEmptyCollectionReason(type, symbol, checker);
  if (emptyReason) {
    text.warn(emptyReason);
    return EMPTY_OBJECT;
  }
  const toJson = readToJson(type, checker);
  return toJson && printToJsonResult(toJson, checker, text);
}

/**
 * What `toJSON()` returns, as JSON carries it; a returned object's own `toJSON` is not called again.
 * @example
 * printToJsonResult(readToJson(moneyType, checker), checker, text); // 'string'
 */
export function printToJsonResult(
  signatures: readonly ts.Signature[],
  checker: ts.TypeChecker,
  text: JsonFormText,
): string {
  const results = signatures.map((signature) => checker.getReturnTypeOfSignature(signature));
  const members = results.flatMap((result) => (result.isUnion() ? result.types : [result]));
  const [only] = results;
  if (only && results.length === 1 && !members.some((member) => readToJson(member, checker))) return text.print(only);
  const parts = members.map((member) =>
    wrapOperand(readToJson(member, checker) ? text.printDataMembers(readThisClass(member)) : text.print(member)),
  );
  return joinUnionParts([...new Set(parts)]);
}
