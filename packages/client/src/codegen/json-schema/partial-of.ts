import ts from 'typescript';
import { isMappedType } from '../types/type-order.ts';

/**
 * The `Dto` of the library's `Partial<Dto>` when its members are the Dto's data members, each optional: the
 * same symbols and declarations, so the checker need not resolve the mapped type's members (the costly part).
 * Anything else (accessors, index signatures, arrays, callables, generics) is `undefined`: the mapped members.
 * @example
 * readPartialOf(checker.getTypeFromTypeNode(partialNode), checker, isLibrary); // the `UserDto` class type
 */
export function readPartialOf(
  type: ts.Type,
  checker: ts.TypeChecker,
  isLibrary: (symbol: ts.Symbol) => boolean,
): ts.Type | undefined {
  const alias = type.aliasSymbol;
  if (alias?.name !== 'Partial' || !isMappedType(type) || !isLibrary(alias)) return undefined;
  const [whole] = type.aliasTypeArguments ?? [];
  if (!whole || !(whole.flags & ts.TypeFlags.Object)) return undefined;
  const named = ts.ObjectFlags.Class | ts.ObjectFlags.Interface | ts.ObjectFlags.Reference;
  if (!((whole as ts.ObjectType).objectFlags & named) || checker.isArrayType(whole) || checker.isTupleType(whole))
    return undefined;
  if (whole.getCallSignatures().length > 0 || whole.getConstructSignatures().length > 0) return undefined;
  if (checker.getIndexInfosOfType(whole).length > 0) return undefined;
  // A mapped accessor is a property: JSON would carry it, the Dto's own members leave it out.
  const accessor = checker.getPropertiesOfType(whole).some((property) => property.flags & ts.SymbolFlags.Accessor);
  return accessor ? undefined : whole;
}
