import ts from 'typescript';

// Text that depends on the order the checker created types in (see pinTypes and ReplayOrder).

/** Types the checker creates before reading any file: their order never changes. */
const INTRINSIC =
  ts.TypeFlags.Any |
  ts.TypeFlags.Unknown |
  ts.TypeFlags.String |
  ts.TypeFlags.Number |
  ts.TypeFlags.Boolean |
  ts.TypeFlags.BooleanLiteral |
  ts.TypeFlags.BigInt |
  ts.TypeFlags.ESSymbol |
  ts.TypeFlags.Void |
  ts.TypeFlags.Undefined |
  ts.TypeFlags.Null |
  ts.TypeFlags.Never |
  ts.TypeFlags.NonPrimitive;

/** Printed by the checker itself, with whatever unions they hold in its order. */
const CHECKER_ORDERED = ts.TypeFlags.Conditional | ts.TypeFlags.IndexedAccess | ts.TypeFlags.Substitution;

/**
 * A union's members come sorted by creation; two neither intrinsic nor pinned may come in either order.
 * @example
 * dependsOnCreationOrder(unionOf(pageOfUser, pageOfTeam).types, pinned); // true
 */
export function dependsOnCreationOrder(members: readonly ts.Type[], pinned: ReadonlySet<ts.Type>): boolean {
  return members.filter((member) => !(member.flags & INTRINSIC) && !pinned.has(member)).length > 1;
}

export function isPrintedInCheckerOrder(type: ts.Type): boolean {
  return (type.flags & CHECKER_ORDERED) !== 0;
}

/** A mapped type's properties come in the order of its key union. */
export function isMappedType(type: ts.Type): boolean {
  return (
    (type.flags & ts.TypeFlags.Object) !== 0 && ((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Mapped) !== 0
  );
}
