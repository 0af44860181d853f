import ts from 'typescript';

// JSON drops an `undefined` key and writes an `undefined` element `null` (ECMA-262 SerializeJSONObject/Array).

const UNDEFINED = ts.TypeFlags.Undefined | ts.TypeFlags.Void;

/** `undefined` or `void`, alone or as a member of a union. */
export function mayBeUndefined(type: ts.Type): boolean {
  return (type.isUnion() ? type.types : [type]).some(isUndefined);
}

export function isUndefined(type: ts.Type): boolean {
  return (type.flags & UNDEFINED) !== 0;
}

/**
 * The members of `type` other than `undefined`: none for `undefined` alone (printed `never`).
 * @example
 * withoutUndefined(stringOrUndefined); // [string]
 */
export function withoutUndefined(type: ts.Type): ts.Type[] {
  return (type.isUnion() ? type.types : [type]).filter((member) => !isUndefined(member));
}
