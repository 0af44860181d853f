import type ts from 'typescript';
import { isFunctionValue } from '../types/data-members.ts';
import { isUndefined } from '../types/undefined-values.ts';

/**
 * A union member JSON never writes: `undefined` or a function (the key is left out, an element is `null`).
 * @example
 * isLeftOut(undefinedType, checker); // true
 * isLeftOut(checker.getTypeAtLocation(arrowFunction), checker); // true
 */
export function isLeftOut(type: ts.Type, checker: ts.TypeChecker): boolean {
  return isUndefined(type) || isFunctionValue(type, checker);
}

/** Whether a member of this type may be missing from JSON: one of its members is left out. */
export function mayBeLeftOut(type: ts.Type, checker: ts.TypeChecker): boolean {
  return (type.isUnion() ? type.types : [type]).some((member) => isLeftOut(member, checker));
}
