import ts from 'typescript';
import { readReceived } from '../../scan/received-values.ts';
import type { ScanContext } from '../../scan/scan-context.ts';
import { isDataMember } from '../../types/data-members.ts';
import { readTypeNode } from '../../types/declared-types.ts';
import { toKey } from '../../types/text.ts';
import { mayBeUndefined, withoutUndefined } from '../../types/undefined-values.ts';

/**
 * Whole params or headers as they arrive (text: the client sends nothing else there), declared text types kept.
 * @example
 * printReceivedValues(paramsType, node, context); // '{ id: string; slug: Slug }'
 */
export function printReceivedValues(type: ts.Type, at: ts.Node, context: ScanContext): string {
  const checker = context.checker;
  const members: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    if (!isDataMember(property, checker)) continue;
    const declared = checker.getTypeOfSymbol(property);
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0 || mayBeUndefined(declared);
    const received = readReceived(withoutUndefined(declared), 'params', checker);
    const text = received ?? printDeclared(declared, property.valueDeclaration, at, context);
    members.push(`${toKey(property.name)}${optional ? '?' : ''}: ${text}`);
  }
  const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
  if (index) {
    const received = readReceived(withoutUndefined(index.type), 'params', checker);
    members.push(`[key: string]: ${received ?? context.printer.printUnion(withoutUndefined(index.type), at)}`);
  }
  return members.length === 0 ? '{}' : `{ ${members.join('; ')} }`;
}

/** A kept value's declared type, its alias included (`role?: Role`, not the union it names). */
function printDeclared(
  declared: ts.Type,
  declaration: ts.Declaration | undefined,
  at: ts.Node,
  context: ScanContext,
): string {
  const node = declaration && readTypeNode(declaration);
  const written = node && context.checker.getTypeFromTypeNode(node);
  if (node && written && !mayBeUndefined(written)) return context.printer.print(written, node);
  return context.printer.printUnion(withoutUndefined(declared), node ?? declaration ?? at);
}
