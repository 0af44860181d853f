import ts from 'typescript';

// JSON has no `undefined` (ECMA-262 SerializeJSONObject and SerializeJSONArray): a property whose
// value is `undefined` is left out of the object, and an array element that is `undefined` is
// written `null`. A declared `nick: string | undefined` therefore arrives as `{}` or
// `{ nick: '...' }`, which the contract says with `nick?: string`, and a `(string | undefined)[]`
// arrives as `(string | null)[]`.

const UNDEFINED = ts.TypeFlags.Undefined | ts.TypeFlags.Void;

/** `undefined` or `void`, alone or as a member of a union. */
export function mayBeUndefined(type: ts.Type): boolean {
  return (type.isUnion() ? type.types : [type]).some(isUndefined);
}

export function isUndefined(type: ts.Type): boolean {
  return (type.flags & UNDEFINED) !== 0;
}

/**
 * The members of `type` a value that is there can have: none for `undefined` alone (the key is
 * never there; printed as a union of no members, `never`).
 *
 * @example
 * withoutUndefined(stringOrUndefined); // [string]
 */
export function withoutUndefined(type: ts.Type): ts.Type[] {
  return (type.isUnion() ? type.types : [type]).filter((member) => !isUndefined(member));
}
