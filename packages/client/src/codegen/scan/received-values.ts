import ts from 'typescript';
import { createWarning } from '../report/warning.ts';
import { isDataMember } from '../types/data-members.ts';
import { toKey } from '../types/text.ts';
import { mayBeUndefined, withoutUndefined } from '../types/undefined-values.ts';
import type { ScanContext } from './scan-context.ts';
import { readTypeNode } from '../types/declared-types.ts';

/** The slots whose values arrive as text: a query value is a string, or an array for a repeated key. */
export type TextSlot = 'query' | 'params' | 'headers';

const STRING_LIKE = ts.TypeFlags.StringLike;
/** How a warning names the values of an index signature (`Record<string, number>`). */
const EVERY_VALUE = 'every value';

/** A whole slot type written as its values arrive, and the keys that changed on the way. */
export interface ReceivedValues {
  readonly text: string;
  readonly changed: readonly string[];
}

/**
 * A whole `@Query()` type as `@fw/core` hands it over unconverted; `undefined` when no value changes.
 * @example
 * readReceivedValues(listQueryType, 'query', node, context);
 * // { text: '{ limit?: string; tags?: string[]; q?: string }', changed: ['limit', 'tags'] }
 */
export function readReceivedValues(
  type: ts.Type,
  slot: TextSlot,
  at: ts.Node,
  context: ScanContext,
): ReceivedValues | undefined {
  const checker = context.checker;
  if (!(type.flags & ts.TypeFlags.Object || type.isIntersection())) return undefined;
  const changed: string[] = [];
  const members: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    if (!isDataMember(property, checker)) continue;
    const declared = checker.getTypeOfSymbol(property);
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0 || mayBeUndefined(declared);
    const declaration = property.valueDeclaration;
    const received = readReceived(withoutUndefined(declared), slot, checker);
    if (received !== undefined) changed.push(property.name);
    const text = received ?? printDeclared(declared, declaration, at, context);
    members.push(`${toKey(property.name)}${optional ? '?' : ''}: ${text}`);
  }
  const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
  if (index) {
    const received = readReceived(withoutUndefined(index.type), slot, checker);
    if (received !== undefined) changed.push(EVERY_VALUE);
    members.push(`[key: string]: ${received ?? context.printer.printUnion(withoutUndefined(index.type), at)}`);
  }
  if (changed.length === 0) return undefined;
  return { text: members.length === 0 ? '{}' : `{ ${members.join('; ')} }`, changed };
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

/** What arrives for a value declared as `members`, or `undefined` when that is what is declared. */
function readReceived(members: readonly ts.Type[], slot: TextSlot, checker: ts.TypeChecker): string | undefined {
  const isText = (type: ts.Type) => (type.flags & STRING_LIKE) !== 0;
  if (members.length > 0 && members.every(isText)) return undefined;
  const arrays = members.filter((member) => checker.isArrayType(member) || checker.isTupleType(member));
  if (slot !== 'query') return 'string';
  const textArrays = arrays.every((array) => checker.getTypeArguments(array as ts.TypeReference).every(isText));
  const allText = members.length > 0 && members.every((member) => isText(member) || arrays.includes(member));
  if (textArrays && allText) return undefined;
  if (arrays.length === 0) return 'string';
  return arrays.length === members.length ? 'string[]' : 'string | string[]';
}

const DECORATORS: Readonly<Record<TextSlot, string>> = { query: 'Query', params: 'Param', headers: 'Header' };

/** Where a whole text slot is declared: a decorated parameter, or a `Context<Shape>` key (Stage 3). */
export interface TextSlotSource {
  readonly slot: TextSlot;
  /** `UsersController.list`. */
  readonly handler: string;
  /** The declared type's node: warnings point at it and name it. */
  readonly node: ts.TypeNode;
  readonly stage3: boolean;
  /** No warning of its own: the slot is a `@Schema` class fw cannot see, which unvalidated-slots.ts reports. */
  readonly silent?: boolean;
}

/**
 * A whole text slot as received, with a warning naming the fix (spec: never promise what is not delivered).
 * @example
 * printReceivedSlot(type, { slot: 'query', handler: 'A.list', node, stage3: false }, context); // '{ limit?: string }'
 */
export function printReceivedSlot(type: ts.Type, source: TextSlotSource, context: ScanContext): string | undefined {
  const received = readReceivedValues(type, source.slot, source.node, context);
  if (!received || source.silent) return received?.text;
  const changed = received.changed;
  const listed = `${changed.slice(0, -1).join(', ')} and ${changed.at(-1)}`;
  const keys = changed.length === 1 ? `${changed[0]} arrives` : `${listed} arrive`;
  const named = changed.find((key) => key !== EVERY_VALUE);
  const fix = source.stage3
    ? 'declare them as strings (string[] for a repeated query key)'
    : source.slot === 'headers' || named === undefined
      ? 'use a @Schema class (its schema converts them) or declare them as strings'
      : `use a @Schema class (its schema converts them) or named keys (@${DECORATORS[source.slot]}('${named}'))`;
  const reason =
    `${source.slot} of ${source.handler} is declared ${source.node.getText()}, which nothing converts at run time: ` +
    `${keys} as text, so the contract writes the values as sent; ${fix}`;
  context.warnings.push(createWarning(context.root, source.node, reason));
  return received.text;
}
