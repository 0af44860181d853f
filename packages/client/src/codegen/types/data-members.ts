import ts from 'typescript';
import { CheckerMemo } from '../cache/checker-memo.ts';

// Which members of an object type JSON carries (spec "Generated contract file": data members only).

const NOT_DATA = ts.SymbolFlags.Method | ts.SymbolFlags.Accessor;
const HIDDEN = ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static;
/** Types that may have call signatures: a primitive's apparent type (`String`, `Number`) has none. */
const MAY_BE_CALLED =
  ts.TypeFlags.Object | ts.TypeFlags.UnionOrIntersection | ts.TypeFlags.Instantiable | ts.TypeFlags.Any;

/**
 * A member the contract keeps: no method, accessor, hidden member or function value, which JSON drops.
 * @example
 * checker.getPropertiesOfType(type).filter((property) => isDataMember(property, checker));
 */
export function isDataMember(property: ts.Symbol, checker: ts.TypeChecker): boolean {
  return dataMembers.read(checker, property, () => readDataMember(property, checker));
}

const dataMembers = new CheckerMemo<boolean>();

function readDataMember(property: ts.Symbol, checker: ts.TypeChecker): boolean {
  const name = property.name;
  if (property.flags & NOT_DATA || name.startsWith('#') || name.startsWith('__#') || name.startsWith('__@'))
    return false;
  const declaration = property.declarations?.[0];
  if (declaration && ts.getCombinedModifierFlags(declaration) & HIDDEN) return false;
  return !isCallableOnly(checker.getTypeOfSymbol(property), checker);
}

// A callable with data (`{ (): void; label: string }`) or a union with data (`string | (() => string)`) is kept.
function isCallableOnly(type: ts.Type, checker: ts.TypeChecker): boolean {
  const members = (type.isUnion() ? type.types : [type]).filter((member) => !(member.flags & ts.TypeFlags.Undefined));
  return members.length > 0 && members.every((member) => isFunctionValue(member, checker));
}

/** A function and nothing else, which JSON leaves out as it does `undefined` (`null` in an array). */
export function isFunctionValue(type: ts.Type, checker: ts.TypeChecker): boolean {
  if (!(type.flags & MAY_BE_CALLED)) return false;
  return type.getCallSignatures().length > 0 && checker.getPropertiesOfType(type).length === 0;
}

// `Pick<Dto, 'name' | 'greet'>` by name would not compile against a contract `Dto` without `greet`.
export function namesDroppedMember(type: ts.Type, args: readonly ts.Type[], checker: ts.TypeChecker): boolean {
  const named = new Set<string>();
  for (const arg of args) {
    for (const member of arg.isUnion() ? arg.types : [arg]) if (member.isStringLiteral()) named.add(member.value);
  }
  if (named.size === 0) return false;
  return checker
    .getPropertiesOfType(type)
    .some((property) => named.has(property.name) && !isDataMember(property, checker));
}
