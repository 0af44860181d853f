import ts from 'typescript';
import { readSchemaDtoCall } from '../types/schema-dto.ts';
import { findDecorator } from './read-decorator.ts';
import type { ScanContext } from './scan-context.ts';

const NO_METADATA =
  'the project compiles without emitDecoratorMetadata, so no design:paramtypes names the class; ' +
  'enable it in tsconfig.json';
const TYPE_ONLY =
  'is imported type-only (`import type`), so design:paramtypes does not hold the class; use a value import';

/** A `@Schema` class that a slot parameter is declared as. */
export interface SchemaClass {
  readonly name: string;
  /** Why `@fw/core` cannot see the class at run time, ending with the fix; `undefined` when it validates. */
  readonly unreachable: string | undefined;
}

/**
 * The `@Schema` class a parameter's type names, and whether `@fw/core` finds it in `design:paramtypes`, which
 * lacks a type-only import: the runtime cannot tell it from an interface, the source can.
 * @example
 * readSchemaClass(parameter.type, context); // { name: 'CreateUser', unreachable: 'is imported type-only ...' }
 */
export function readSchemaClass(node: ts.TypeNode | undefined, context: ScanContext): SchemaClass | undefined {
  const reference = node && readReference(node);
  if (!reference) return undefined;
  const checker = context.checker;
  let first: ts.EntityName = reference.typeName;
  while (ts.isQualifiedName(first)) first = first.left;
  // `dto.CreateUser` is type-only when the namespace `dto` is, or when `CreateUser` is re-exported so.
  const named = [first, reference.typeName].map((name) => checker.getSymbolAtLocation(name));
  let target = named[1];
  if (target && target.flags & ts.SymbolFlags.Alias) target = checker.getAliasedSymbol(target);
  const declaration = target?.declarations?.find(ts.isClassDeclaration);
  const validated =
    declaration &&
    (findDecorator(declaration, context, (name) => name === 'Schema') ?? readSchemaDtoCall(declaration, checker));
  if (!declaration || !validated) return undefined;
  const name = declaration.name?.text ?? 'default';
  if (!context.program.getCompilerOptions().emitDecoratorMetadata) {
    return { name, unreachable: NO_METADATA };
  }
  const typeOnly = named.some((symbol) => symbol && isTypeOnlyAlias(symbol, checker));
  if (!typeOnly) return { name, unreachable: undefined };
  return { name, unreachable: TYPE_ONLY };
}

/** The type reference of `Dto`, `Dto | undefined` or `Dto | null`. */
function readReference(node: ts.TypeNode): ts.TypeReferenceNode | undefined {
  if (ts.isTypeReferenceNode(node)) return node;
  if (!ts.isUnionTypeNode(node)) return undefined;
  const kept = node.types.filter((member) => !isNullish(member));
  return kept.length === 1 && kept[0] && ts.isTypeReferenceNode(kept[0]) ? kept[0] : undefined;
}

function isNullish(node: ts.TypeNode): boolean {
  if (node.kind === ts.SyntaxKind.UndefinedKeyword) return true;
  return ts.isLiteralTypeNode(node) && node.literal.kind === ts.SyntaxKind.NullKeyword;
}

/** Whether an import (or a barrel's re-export on the way to the declaration) is type-only. */
function isTypeOnlyAlias(start: ts.Symbol, checker: ts.TypeChecker): boolean {
  let symbol: ts.Symbol | undefined = start;
  // Each hop is one import or re-export; the bound keeps a cyclic re-export from looping.
  for (let hop = 0; symbol && symbol.flags & ts.SymbolFlags.Alias && hop < 16; hop++) {
    if (symbol.declarations?.some(ts.isTypeOnlyImportOrExportDeclaration)) return true;
    symbol = checker.getImmediateAliasedSymbol(symbol);
  }
  return false;
}
