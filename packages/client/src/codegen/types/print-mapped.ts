import ts from 'typescript';

// A generic mapped type has no properties until instantiated: written as declared (README "The contract file").

/** What printing a mapped type needs from the type printer. */
export interface MappedText {
  print(type: ts.Type): string;
  /** Runs `print` with the mapped type's key parameter written by name. */
  withKey(parameter: ts.Type, print: () => string): string;
}

/**
 * The declaration of a mapped type that is still generic, or `undefined` (an instantiation included).
 * @example
 * readGenericMapped(fieldsBody, checker); // the `{ [K in keyof T]: T[K] }` node
 */
export function readGenericMapped(type: ts.Type, checker: ts.TypeChecker): ts.MappedTypeNode | undefined {
  if (!(type.flags & ts.TypeFlags.Object) || !((type as ts.ObjectType).objectFlags & ts.ObjectFlags.Mapped))
    return undefined;
  const node = type.symbol?.declarations?.find(ts.isMappedTypeNode);
  // An instantiation is another type than the one its node declares; it has properties to print.
  if (!node || checker.getTypeFromTypeNode(node) !== type) return undefined;
  const empty = checker.getPropertiesOfType(type).length === 0 && checker.getIndexInfosOfType(type).length === 0;
  return empty ? node : undefined;
}

/**
 * A generic mapped type as declared, with its modifiers and `as` clause: `{ readonly [K in keyof T]?: T[K] }`.
 * @example
 * printMapped(node, checker, text); // '{ [K in keyof T]: T[K] | null }'
 */
export function printMapped(node: ts.MappedTypeNode, checker: ts.TypeChecker, text: MappedText): string {
  const key = checker.getTypeAtLocation(node.typeParameter);
  const constraint = node.typeParameter.constraint;
  return text.withKey(key, () => {
    const keys = constraint ? text.print(checker.getTypeFromTypeNode(constraint)) : 'never';
    const renamed = node.nameType ? ` as ${text.print(checker.getTypeFromTypeNode(node.nameType))}` : '';
    const template = node.type ? text.print(checker.getTypeFromTypeNode(node.type)) : 'unknown';
    const readonly = printModifier(node.readonlyToken, 'readonly ');
    const optional = printModifier(node.questionToken, '?');
    return `{ ${readonly}[${node.typeParameter.name.text} in ${keys}${renamed}]${optional}: ${template} }`;
  });
}

/** `+readonly`, `-readonly`, `readonly`; `+?`, `-?`, `?`. */
function printModifier(token: ts.Node | undefined, written: string): string {
  if (!token) return '';
  if (token.kind === ts.SyntaxKind.MinusToken) return `-${written}`;
  if (token.kind === ts.SyntaxKind.PlusToken) return `+${written}`;
  return written;
}
