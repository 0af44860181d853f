import ts from 'typescript';

/**
 * The checker's error type (a typo, a missing import), which would print as `unknown` with no warning.
 * `intrinsicName` is not in the public typings, but every compiler since 2.0 names it `error`.
 * @example
 * isUnresolved(checker.getTypeFromTypeNode(parameter.type)); // true for `b: Usr` when Usr is not declared
 */
export function isUnresolved(type: ts.Type): boolean {
  return (type.flags & ts.TypeFlags.Any) !== 0 && (type as { intrinsicName?: string }).intrinsicName === 'error';
}

/**
 * The names written in `node` that do not resolve, each once, in source order.
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
