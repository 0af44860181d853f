import type { LeafShape, PrintedLeaf, RouteScope, SlotShape } from '../../model.ts';
import type { ScanContext } from '../../scan/scan-context.ts';
import { joinUnionParts } from '../../types/join-types.ts';
import { wrapOperand } from '../../types/wrap-operand.ts';
import { printResponse } from './print-response.ts';
import { exemptScope, mergeScopes } from '../../scan/read-scope.ts';
import { printEntry, printScope, printValue } from './print-scope.ts';

/**
 * A route's fields as its handler declares them, with its own scope; joinLeaf adds what covers it.
 * @example
 * printLeaf(readLeafShape(route, '/users/:id', context), context).before; // ['params: { id: string }']
 */
export function printLeaf(shape: LeafShape, context: ScanContext): PrintedLeaf {
  const before: string[] = [];
  const params = printSlot(shape.params, context);
  if (params) before.push(`params: ${params}`);
  const query = printSlot(shape.query, context);
  if (query) before.push(`query: ${query}`);
  const keyed = new Map([...shape.headers.keyed].map(([name, value]) => [name, printEntry(name, value, context)]));
  const headers = { whole: shape.headers.whole.map((whole) => printValue(whole, context)), keyed };
  const option = shape.bodyOption;
  const body = isEmpty(shape.body)
    ? option && context.printer.print(option.type, option.node)
    : printSlot(shape.body, context);
  const after = body ? [`body${isOptionalBody(shape.body) ? '?' : ''}: ${body}`] : [];
  after.push(`response: ${printResponse(shape.response, context)}`);
  return { before, headers, after, scope: printScope(shape.scope, context) };
}

/**
 * The leaf's text: the covering guards' headers join the handler's (which win), `errors` every scope's, less
 * the guards the route's `keys` exempt.
 */
export function joinLeaf(
  leaf: PrintedLeaf,
  covering: readonly RouteScope[],
  keys: ReadonlyMap<string, boolean | undefined> = new Map(),
): string {
  const scope = mergeScopes([...covering, leaf.scope].map((each) => exemptScope(each, keys)));
  const keyed = new Map(leaf.headers.keyed);
  for (const [name, text] of scope.headers) if (!keyed.has(name)) keyed.set(name, text);
  const headers = printParts(leaf.headers.whole, keyed);
  const fields = [...leaf.before, ...(headers ? [`headers: ${headers}`] : []), ...leaf.after];
  if (scope.errors.size > 0) {
    const statuses = [...scope.errors.keys()].sort((a, b) => a - b);
    const entries = statuses.map((status) => `${status}: ${joinUnionParts(scope.errors.get(status) ?? [])}`);
    fields.push(`errors: { ${entries.join('; ')} }`);
  }
  return `{ ${fields.join('; ')} }`;
}

// Every body parameter optional: the client may send none, the server hands each `undefined`.
function isOptionalBody(slot: SlotShape): boolean {
  const keys = [...slot.keyed.values()];
  return !isEmpty(slot) && keys.every((key) => key.optional) && slot.whole.every((whole) => whole.optional);
}

function isEmpty(slot: SlotShape): boolean {
  return slot.keyed.size === 0 && slot.whole.length === 0;
}

function printSlot(slot: SlotShape, context: ScanContext): string | undefined {
  const keyed = new Map([...slot.keyed].map(([name, value]) => [name, printEntry(name, value, context)]));
  return printParts(
    slot.whole.map((whole) => printValue(whole, context)),
    keyed,
  );
}

/** `Whole & { key: T }`: whole types and keyed entries of one slot. */
function printParts(whole: readonly string[], keyed: ReadonlyMap<string, string>): string | undefined {
  const parts = whole.map(wrapOperand);
  if (keyed.size > 0) parts.push(`{ ${[...keyed.values()].join('; ')} }`);
  return parts.length === 0 ? undefined : parts.join(' & ');
}
