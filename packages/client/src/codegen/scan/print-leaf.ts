import type { MethodRoute, PrintedLeaf, RouteScope } from '../model.ts';
import { readParamNames } from '#core/path';
import { joinUnionParts } from '../types/join-types.ts';
import { toKey } from '../types/text.ts';
import { wrapOperand } from '../types/wrap-operand.ts';
import { readRouteOption } from './read-decorator.ts';
import { readResponse } from './read-response.ts';
import type { HandlerSlots, Slot } from './read-slots.ts';
import { mergeScopes, readScope } from './read-scope.ts';
import type { ScanContext } from './scan-context.ts';

/** A route's fields as its handler declares them, with its own scope; joinLeaf adds what covers it. */
export function printLeaf(route: MethodRoute, path: string, slots: HandlerSlots, context: ScanContext): PrintedLeaf {
  const before: string[] = [];
  for (const name of ['params', 'query'] as const) {
    const text = printSlot(name === 'params' ? withPathParams(slots.params, path, context) : slots.query);
    if (text) before.push(`${name}: ${text}`);
  }
  const headers = { whole: slots.headers.whole.map((whole) => whole.text), keyed: slots.headers.keyed };
  const body = isEmpty(slots.body) ? readBodyOption(route, context) : printSlot(slots.body);
  const after = body ? [`body${isOptionalBody(slots.body) ? '?' : ''}: ${body}`] : [];
  after.push(`response: ${readResponse(route.handler, context)}`);
  return { before, headers, after, scope: readScope(route.handler, context) };
}

/** The leaf's text: the covering guards' headers join the handler's (which win), `errors` every scope's. */
export function joinLeaf(leaf: PrintedLeaf, covering: readonly RouteScope[]): string {
  const scope = mergeScopes([...covering, leaf.scope]);
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

/** `:name` segments are params too, typed `string`, unless a declared param type already has them. */
function withPathParams(slot: Slot, path: string, context: ScanContext): Slot {
  const missing = readParamNames(path).filter(
    (name) => !slot.keyed.has(name) && !slot.whole.some((whole) => context.checker.getPropertyOfType(whole.type, name)),
  );
  if (missing.length === 0) return slot;
  const keyed = new Map(slot.keyed);
  for (const name of missing) keyed.set(name, `${toKey(name)}: string`);
  return { keyed, optionalKeys: slot.optionalKeys, whole: slot.whole };
}

// Every body parameter optional: the client may send none, the server hands each `undefined`.
function isOptionalBody(slot: Slot): boolean {
  return !isEmpty(slot) && slot.optionalKeys.size === slot.keyed.size && slot.whole.every((whole) => whole.optional);
}

function isEmpty(slot: Slot): boolean {
  return slot.keyed.size === 0 && slot.whole.length === 0;
}

function printSlot(slot: Slot): string | undefined {
  return printParts(
    slot.whole.map((whole) => whole.text),
    slot.keyed,
  );
}

/** `Whole & { key: T }`: whole types and keyed entries of one slot. */
function printParts(whole: readonly string[], keyed: ReadonlyMap<string, string>): string | undefined {
  const parts = whole.map(wrapOperand);
  if (keyed.size > 0) parts.push(`{ ${[...keyed.values()].join('; ')} }`);
  return parts.length === 0 ? undefined : parts.join(' & ');
}

// `@Post(path, { body: Dto })`'s class is the body when the handler declares none (the Stage 3 form).
function readBodyOption(route: MethodRoute, context: ScanContext): string | undefined {
  const bodyNode = readRouteOption(route.decorator, 'body');
  if (!bodyNode) return undefined;
  const classType = context.checker.getTypeAtLocation(bodyNode);
  const [construct] = classType.getConstructSignatures();
  return construct ? context.printer.print(construct.getReturnType(), bodyNode) : undefined;
}
