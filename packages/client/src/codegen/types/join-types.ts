import ts from 'typescript';
import { wrapOperand } from './wrap-operand.ts';

/**
 * A union as the contract writes it: each member once, in the checker's order, `true | false` as `boolean`.
 * @example
 * joinUnion(optionalFlag.types, checker, print); // 'boolean | undefined', not 'false | true | undefined'
 */
export function joinUnion(
  types: readonly ts.Type[],
  checker: ts.TypeChecker,
  print: (type: ts.Type) => string,
): string {
  const parts: string[] = [];
  const hasTrue = types.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'true');
  const hasFalse = types.some((t) => t.flags & ts.TypeFlags.BooleanLiteral && checker.typeToString(t) === 'false');
  for (const member of types) {
    const text =
      hasTrue && hasFalse && member.flags & ts.TypeFlags.BooleanLiteral ? 'boolean' : wrapOperand(print(member));
    if (!parts.includes(text)) parts.push(text);
  }
  return joinUnionParts(parts);
}

/** `A & (B | C)`: each part wrapped where `&` would otherwise bind into it. */
export function joinIntersection(types: readonly ts.Type[], print: (type: ts.Type) => string): string {
  return types.map((part) => wrapOperand(print(part))).join(' & ');
}

/** Printed union parts joined with `|`; a `never` (a bigint or symbol) is left out beside any other part. */
export function joinUnionParts(parts: readonly string[]): string {
  const kept = parts.length > 1 ? parts.filter((part) => part !== 'never') : parts;
  return kept.length === 0 ? 'never' : kept.join(' | ');
}
