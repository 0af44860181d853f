import ts from 'typescript';
import { readBodyClass } from './body-classes.ts';
import type { ScanContext } from './scan-context.ts';
import { readStream } from './read-stream.ts';

const EMPTY = ts.TypeFlags.Void | ts.TypeFlags.Undefined;

/**
 * A handler's `response` (spec "Response payload mapping"); `http: false` for a gateway ack, always JSON.
 * @example
 * readResponse(method, context); // 'User[]'
 */
export function readResponse(handler: ts.MethodDeclaration, context: ScanContext, http = true): string {
  const checker = context.checker;
  const signature = checker.getSignatureFromDeclaration(handler);
  if (!signature) return 'unknown';
  const returned = checker.getReturnTypeOfSignature(signature);
  const type = checker.getAwaitedType(returned) ?? returned;
  const stream = http ? readStream(handler, type, context) : undefined;
  if (stream !== undefined) return stream;
  // Warnings about the response point at the return type annotation, else at the handler's name.
  const at = handler.type ?? handler.name;
  const members = type.isUnion() ? type.types : [type];
  const bodies = members.map((member) => (http ? readBodyClass(member, context.program) : undefined));
  if (bodies.includes('unknown')) return 'unknown';
  if (bodies.some(Boolean)) return readWithBodies(members, bodies, at, context);
  if (!members.some((member) => member.flags & EMPTY)) return context.printer.print(type, at);
  const kept = members.filter((member) => !(member.flags & EMPTY));
  if (kept.length === 0) return 'null';
  const hasNull = kept.some((member) => member.flags & ts.TypeFlags.Null);
  const text = context.printer.printUnion(kept, at);
  return hasNull ? text : `${text} | null`;
}

// `Uint8Array | undefined`: the data members, each body class once, then `null` for any empty member.
function readWithBodies(
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
