import ts from 'typescript';

// What JSON carries for a type (ECMA-262 SerializeJSONProperty): `toJSON()`'s result, `{}` for collections.

// Collections whose entries are not properties (JSON writes `{}`), each with what to send instead.
const EMPTY_IN_JSON = new Map([
  ['Map', 'send Object.fromEntries(map) or [...map] instead'],
  ['ReadonlyMap', 'send Object.fromEntries(map) or [...map] instead'],
  ['Set', 'send [...set] instead'],
  ['ReadonlySet', 'send [...set] instead'],
  ['WeakMap', 'its entries cannot be listed, send them as an object or an array'],
  ['WeakSet', 'its entries cannot be listed, send them as an array'],
]);

/** What the contract writes for one: an object with no values (so `data.get(...)` does not compile). */
export const EMPTY_OBJECT = 'Record<string, never>';

/**
 * The call signatures of a `toJSON` member that is always there (not optional), whatever declares it.
 * @example
 * readToJson(moneyType, checker); // [signature of `toJSON(): string`]
 */
export function readToJson(type: ts.Type, checker: ts.TypeChecker): readonly ts.Signature[] | undefined {
  const member = checker.getPropertyOfType(readThisClass(type), 'toJSON');
  if (!member || member.flags & ts.SymbolFlags.Optional) return undefined;
  const signatures = checker.getTypeOfSymbol(member).getCallSignatures();
  return signatures.length > 0 ? signatures : undefined;
}

/** A class's polymorphic `this` (`toJSON() { return this; }`) read as the class it stands for. */
export function readThisClass(type: ts.Type): ts.Type {
  const isThis =
    type.flags & ts.TypeFlags.TypeParameter && type.symbol?.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface);
  return (isThis && type.getConstraint()) || type;
}

/**
 * The warning's reason for a collection JSON writes as `{}` (`Map`, `Set`...); `undefined` for others.
 * @example
 * readEmptyCollectionReason(mapType, mapType.symbol, checker);
 * // 'Map<string, number> is sent as {} (...): written as Record<string, never>; send Object.fromEntries(map) ...'
 */
export function readEmptyCollectionReason(
  type: ts.Type,
  symbol: ts.Symbol,
  checker: ts.TypeChecker,
): string | undefined {
  const advice = EMPTY_IN_JSON.get(symbol.name);
  if (!advice) return undefined;
  const written = checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  return `${written} is sent as {} (JSON.stringify writes none of its entries): written as ${EMPTY_OBJECT}; ${advice}`;
}

export const BIGINT_REASON =
  'a bigint cannot be sent as JSON (JSON.stringify throws, so a response holding one fails with 500): ' +
  'written as never; send it as a string or a number';

export const SYMBOL_REASON = 'a symbol cannot be sent as JSON (JSON.stringify leaves it out): written as never';
