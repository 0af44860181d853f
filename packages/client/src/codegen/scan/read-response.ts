import ts from 'typescript';
import type { ResponseShape } from '../model.ts';
import { readBodyClass } from './body-classes.ts';
import type { ScanContext } from './scan-context.ts';
import { readStream } from './read-stream.ts';

/**
 * A handler's response as the contract's rules classify it (spec "Response payload mapping"); `http: false` for a
 * gateway ack, always JSON.
 * @example
 * readResponse(method, context); // { kind: 'value', type: User[], members: [User[]], bodies: [undefined], node }
 */
export function readResponse(handler: ts.MethodDeclaration, context: ScanContext, http = true): ResponseShape {
  const checker = context.checker;
  const signature = checker.getSignatureFromDeclaration(handler);
  if (!signature) return { kind: 'unknown' };
  const returned = checker.getReturnTypeOfSignature(signature);
  const type = checker.getAwaitedType(returned) ?? returned;
  const stream = http ? readStream(handler, type, context) : undefined;
  if (stream !== undefined) return stream;
  // Warnings about the response point at the return type annotation, else at the handler's name.
  const node = handler.type ?? handler.name;
  const members = type.isUnion() ? type.types : [type];
  const bodies = members.map((member) => (http ? readBodyClass(member, context.program) : undefined));
  if (bodies.includes('unknown')) return { kind: 'unknown' };
  return { kind: 'value', type, members, bodies, node };
}
