import ts from 'typescript';

// Which members of an object type JSON carries (spec "Generated contract file": data members only).

const NOT_DATA = ts.SymbolFlags.Method | ts.SymbolFlags.Accessor;
const HIDDEN = ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static;

/**
 * A member the contract keeps: not a method or accessor, not `private`, `protected`, `static` or
 * `#private`, and not a function value (`handler = () => 1`, `onEvent: (e: string) => void`), which
 * `JSON.stringify` drops as it drops methods.
 *
 * @example
 * checker.getPropertiesOfType(type).filter((property) => isDataMember(property, checker));
 */
export function isDataMember(property: ts.Symbol, checker: ts.TypeChecker): boolean {
  const name = property.name;
  if (property.flags & NOT_DATA || name.startsWith('#') || name.startsWith('__#') || name.startsWith('__@'))
    return false;
  const declaration = property.declarations?.[0];
  if (declaration && ts.getCombinedModifierFlags(declaration) & HIDDEN) return false;
  return !isCallableOnly(checker.getTypeOfSymbol(property), checker);
}

/**
 * Only callable: call signatures and no properties, in every member but `undefined` (an optional
 * callback). A callable with data (`{ (): void; label: string }`) keeps its data; a union with a
 * data member (`string | (() => string)`) is kept whole.
 */
function isCallableOnly(type: ts.Type, checker: ts.TypeChecker): boolean {
  const members = (type.isUnion() ? type.types : [type]).filter((member) => !(member.flags & ts.TypeFlags.Undefined));
  return (
    members.length > 0 &&
    members.every((member) => member.getCallSignatures().length > 0 && checker.getPropertiesOfType(member).length === 0)
  );
}

/**
 * The names among `args` (string literal types, alone or in unions) of `type`'s members that the
 * contract drops. `Pick<Dto, 'name' | 'greet'>` written by name would not compile against a `Dto`
 * without `greet`.
 */
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
