import ts from 'typescript';
import { quote } from './text.ts';

// What a declaration says about how the contract writes it: its type parameters, an enum's values.

/** The type parameters an alias is written with: those of its first class, interface or type alias declaration. */
export function readTypeParameterDeclarations(symbol: ts.Symbol): readonly ts.TypeParameterDeclaration[] {
  const declaration = symbol.declarations?.find(
    (d) => ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d),
  );
  return declaration?.typeParameters ?? [];
}

/** How many type arguments a reference to a class or interface carries of its own. */
export function readTypeParameterCount(symbol: ts.Symbol): number {
  const declaration = symbol.declarations?.find(
    (d) => ts.isClassDeclaration(d) || ts.isInterfaceDeclaration(d) || ts.isClassExpression(d),
  ) as ts.ClassLikeDeclaration | ts.InterfaceDeclaration | undefined;
  return declaration?.typeParameters?.length ?? 0;
}

/**
 * Enums become the union of their members' values (spec: JSON carries the value, not the name).
 * @example
 * printEnumValues(roleSymbol, checker); // "'admin' | 'member'"
 */
export function printEnumValues(symbol: ts.Symbol, checker: ts.TypeChecker): string {
  const values = (symbol.declarations ?? []).filter(ts.isEnumDeclaration).flatMap((declaration) =>
    declaration.members.map((member) => {
      const value = checker.getConstantValue(member);
      return typeof value === 'string' ? quote(value) : typeof value === 'number' ? String(value) : 'number';
    }),
  );
  return values.length === 0 ? 'never' : [...new Set(values)].join(' | ');
}

/** A property's written type annotation (`limit?: number` gives `number`), if it has one. */
export function readTypeNode(declaration: ts.Declaration): ts.TypeNode | undefined {
  return ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration) ? declaration.type : undefined;
}

/**
 * An optional member's annotation when it says exactly the members left without `undefined`: it keeps its alias.
 * @example
 * readDeclaredRest(roleNode, withoutUndefined(actual), checker); // the `Role` of `role?: Role`
 */
export function readDeclaredRest(
  node: ts.TypeNode | undefined,
  kept: readonly ts.Type[],
  checker: ts.TypeChecker,
): ts.Type | undefined {
  if (!node) return undefined;
  const declared = checker.getTypeFromTypeNode(node);
  const members = declared.isUnion() ? declared.types : [declared];
  return members.length === kept.length && members.every((m) => kept.includes(m)) ? declared : undefined;
}
