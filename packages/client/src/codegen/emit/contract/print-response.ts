import ts from 'typescript';
import type { ResponseShape } from '../../model.ts';
import type { ScanContext } from '../../scan/scan-context.ts';

const EMPTY = ts.TypeFlags.Void | ts.TypeFlags.Undefined;

/**
 * A leaf's `response` text (spec "Response payload mapping"): empty values as `null`, raw bodies by class name.
 * @example
 * printResponse(readResponse(method, context), context); // 'User[]'
 */
export function printResponse(shape: ResponseShape, context: ScanContext): string {
  if (shape.kind === 'unknown') return 'unknown';
  if (shape.kind === 'stream') return printStream(shape, context);
  const { members, bodies, node } = shape;
  if (bodies.some(Boolean)) return printWithBodies(members, bodies, node, context);
  if (!members.some((member) => member.flags & EMPTY)) return context.printer.print(shape.type, node);
  const kept = members.filter((member) => !(member.flags & EMPTY));
  if (kept.length === 0) return 'null';
  const hasNull = kept.some((member) => member.flags & ts.TypeFlags.Null);
  const text = context.printer.printUnion(kept, node);
  return hasNull ? text : `${text} | null`;
}

// `Uint8Array | undefined`: the data members, each body class once, then `null` for any empty member.
function printWithBodies(
  members: readonly ts.Type[],
  bodies: readonly (string | undefined)[],
  at: ts.Node,
  context: ScanContext,
): string {
  const data = members.filter((member, index) => !bodies[index] && !(member.flags & (EMPTY | ts.TypeFlags.Null)));
  const parts = data.length > 0 ? [context.printer.printUnion(data, at)] : [];
  for (const body of bodies) if (body && !parts.includes(body)) parts.push(body);
  if (members.some((member) => member.flags & (EMPTY | ts.TypeFlags.Null))) parts.push('null');
  return parts.join(' | ');
}

// An event stream or NDJSON of its JSON items; a raw iterator (text, bytes) is one `Blob`.
function printStream(shape: Extract<ResponseShape, { kind: 'stream' }>, context: ScanContext): string {
  const { items, raw, node } = shape;
  const iterable = () => `AsyncIterable<${items.length === 0 ? 'unknown' : context.printer.printUnion(items, node)}>`;
  if (shape.eventStream) return raw ? 'AsyncIterable<unknown>' : iterable();
  if (!shape.generator || items.length === 0) return 'Blob';
  return raw ? 'AsyncIterable<unknown> | Blob' : iterable();
}
