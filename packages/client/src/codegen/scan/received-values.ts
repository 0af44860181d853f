import ts from 'typescript';
import { createWarning } from '../report/warning.ts';
import { isDataMember } from '../types/data-members.ts';
import { withoutUndefined } from '../types/undefined-values.ts';
import type { ScanContext } from './scan-context.ts';

/** The slots whose values arrive as text: a query value is a string, or an array for a repeated key. */
export type TextSlot = 'query' | 'params' | 'headers';

const STRING_LIKE = ts.TypeFlags.StringLike;
/** How a warning names the values of an index signature (`Record<string, number>`). */
const EVERY_VALUE = 'every value';

/**
 * The keys of a whole `@Query()` type whose values `@fw/core` hands over unconverted (text where other is declared).
 * @example
 * readChangedKeys(listQueryType, 'query', context); // ['limit', 'tags']
 */
export function readChangedKeys(type: ts.Type, slot: TextSlot, context: ScanContext): string[] {
  const checker = context.checker;
  if (!(type.flags & ts.TypeFlags.Object || type.isIntersection())) return [];
  const changed: string[] = [];
  for (const property of checker.getPropertiesOfType(type)) {
    if (!isDataMember(property, checker)) continue;
    const declared = withoutUndefined(checker.getTypeOfSymbol(property));
    if (readReceived(declared, slot, checker) !== undefined) changed.push(property.name);
  }
  const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
  if (index && readReceived(withoutUndefined(index.type), slot, checker) !== undefined) changed.push(EVERY_VALUE);
  return changed;
}

/** What arrives for a value declared as `members`, or `undefined` when that is what is declared. */
export function readReceived(members: readonly ts.Type[], slot: TextSlot, checker: ts.TypeChecker): string | undefined {
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
 * Whether a whole text slot is written as its values arrive: params and headers (the client sends text there),
 * not a query (it serialises any value); a warning names the fix when the server hands over what is not declared.
 * @example
 * readWholeSlot(type, { slot: 'params', handler: 'A.one', node, stage3: false }, context); // true
 */
export function readWholeSlot(type: ts.Type, source: TextSlotSource, context: ScanContext): boolean {
  const changed = readChangedKeys(type, source.slot, context);
  if (changed.length === 0) return false;
  if (!source.silent) context.warnings.push(createReceivedWarning(changed, source, context));
  return source.slot !== 'query';
}

function createReceivedWarning(changed: readonly string[], source: TextSlotSource, context: ScanContext) {
  const listed = `${changed.slice(0, -1).join(', ')} and ${changed.at(-1)}`;
  const keys = changed.length === 1 ? `${changed[0]} arrives` : `${listed} arrive`;
  const named = changed.find((key) => key !== EVERY_VALUE);
  const fix = source.stage3
    ? 'declare them as strings (string[] for a repeated query key)'
    : source.slot === 'headers' || named === undefined
      ? 'use a @Schema class (its schema converts them) or declare them as strings'
      : `use a @Schema class (its schema converts them) or named keys (@${DECORATORS[source.slot]}('${named}'))`;
  const written =
    source.slot === 'query'
      ? `the contract keeps the declared type (the client sends it), but ${keys} at the handler as strings`
      : `${keys} as text, so the contract writes the values as sent`;
  const reason =
    `${source.slot} of ${source.handler} is declared ${source.node.getText()}, which nothing converts at run time: ` +
    `${written}; ${fix}`;
  return createWarning(context.root, source.node, reason);
}
