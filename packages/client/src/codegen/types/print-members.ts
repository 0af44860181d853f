import ts from 'typescript';
import { isDataMember } from './data-members.ts';
import { readDeclaredRest, readTypeNode } from './declared-types.ts';
import { toKey } from './text.ts';
import { mayBeUndefined, withoutUndefined } from './undefined-values.ts';
import { wrapOperand } from './wrap-operand.ts';

/** The type printer as the member printers see it; `at` is where warnings about the type point. */
export interface TypeText {
  print(type: ts.Type, at?: ts.Node): string;
  printUnion(types: readonly ts.Type[], at?: ts.Node): string;
  /** An array or tuple element: JSON writes an `undefined` one as `null`. */
  printElement(type: ts.Type): string;
}

/**
 * A property as the contract writes it, `undefined` for one it drops (data members only, spec).
 * @example
 * printProperty(symbol, checker, printer); // 'readonly role?: Role'
 */
export function printProperty(property: ts.Symbol, checker: ts.TypeChecker, text: TypeText): string | undefined {
  if (!isDataMember(property, checker)) return undefined;
  const declaration = property.declarations?.[0];
  const modifiers = declaration ? ts.getCombinedModifierFlags(declaration) : ts.ModifierFlags.None;
  // JSON leaves out a key whose value is undefined, so `x: T | undefined` arrives as `x?: T`.
  const optional =
    (property.flags & ts.SymbolFlags.Optional) !== 0 || mayBeUndefined(checker.getTypeOfSymbol(property));
  const readonly = modifiers & ts.ModifierFlags.Readonly ? 'readonly ' : '';
  return (
    `${readonly}${toKey(property.name)}${optional ? '?' : ''}: ` +
    printPropertyType(property, declaration, optional, checker, text)
  );
}

// Without the `| undefined` the `?` says; the declared type when that is what is left: it keeps its alias.
function printPropertyType(
  property: ts.Symbol,
  declaration: ts.Declaration | undefined,
  optional: boolean,
  checker: ts.TypeChecker,
  text: TypeText,
): string {
  const actual = checker.getTypeOfSymbol(property);
  const node = declaration && readTypeNode(declaration);
  // Warnings about the member's type point at it: its type annotation, else the member.
  const at = node ?? declaration;
  if (!optional) return text.print(actual, at);
  const kept = withoutUndefined(actual);
  const declared = readDeclaredRest(node, kept, checker);
  return declared ? text.print(declared, at) : printMembers(kept, text, at);
}

/** `(name: string, ...rest: number[]) => void` */
export function printSignature(signature: ts.Signature, checker: ts.TypeChecker, text: TypeText): string {
  const parameters = signature.getParameters().map((parameter) => {
    const declaration = parameter.valueDeclaration;
    const rest = declaration && ts.isParameter(declaration) && declaration.dotDotDotToken ? '...' : '';
    const optional = parameter.flags & ts.SymbolFlags.Optional ? '?' : '';
    return `${rest}${parameter.name}${optional}: ${text.print(checker.getTypeOfSymbol(parameter))}`;
  });
  return `(${parameters.join(', ')}) => ${text.print(signature.getReturnType())}`;
}

/** `readonly [string, number?, ...boolean[]]` */
export function printTuple(type: ts.TupleTypeReference, checker: ts.TypeChecker, text: TypeText): string {
  const target = type.target;
  const elements = checker.getTypeArguments(type).map((element, index) => {
    const flags = target.elementFlags[index] ?? ts.ElementFlags.Required;
    // An optional element's type carries `| undefined`; the `?` already says so.
    const printed =
      flags & ts.ElementFlags.Optional ? printMembers(withoutUndefined(element), text) : text.printElement(element);
    if (flags & ts.ElementFlags.Rest) return `...${wrapOperand(printed)}[]`;
    if (flags & ts.ElementFlags.Variadic) return `...${printed}`;
    return flags & ts.ElementFlags.Optional ? `${wrapOperand(printed)}?` : printed;
  });
  return `${target.readonly ? 'readonly ' : ''}[${elements.join(', ')}]`;
}

function printMembers(members: readonly ts.Type[], text: TypeText, at?: ts.Node): string {
  return members.length === 1 && members[0] ? text.print(members[0], at) : text.printUnion(members, at);
}
