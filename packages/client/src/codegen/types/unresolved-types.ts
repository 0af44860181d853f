import ts from 'typescript';

// A type name that resolves to nothing (a typo, a missing import) is the checker's error type: an
// `any` the contract writes as `unknown`, which would hide the mistake without a warning.

/**
 * The checker's error type. `intrinsicName` is not in the public typings, but every version of the
 * compiler since 2.0 names it `error`; the public API has no other way to tell it from `any`.
 *
 * @example
 * isUnresolved(checker.getTypeFromTypeNode(parameter.type)); // true for `b: Usr` when Usr is not declared
 */
export function isUnresolved(type: ts.Type): boolean {
  return (type.flags & ts.TypeFlags.Any) !== 0 && (type as { intrinsicName?: string }).intrinsicName === 'error';
}

/**
 * The names written in `node` (a type node, or a declaration holding one) that do not resolve,
 * each once, in source order.
 *
 * @example
 * readUnresolvedNames(handler.type, checker); // ['Nope'] for `Promise<Nope>`
 */
export function readUnresolvedNames(node: ts.Node, checker: ts.TypeChecker): string[] {
  const names = new Set<string>();
  const visit = (child: ts.Node): void => {
    if (ts.isTypeReferenceNode(child) && isUnresolved(checker.getTypeFromTypeNode(child)))
      names.add(child.typeName.getText());
    ts.forEachChild(child, visit);
  };
  visit(node);
  return [...names];
}

export function toUnresolvedReason(names: readonly string[]): string {
  const what = names.length === 0 ? 'a type' : `type ${names.join(', ')}`;
  return `${what} cannot be resolved (a typo, or an import that does not resolve): written as unknown`;
}
