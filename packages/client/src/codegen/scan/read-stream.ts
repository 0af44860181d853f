import ts from 'typescript';
import type { ResponseShape } from '../model.ts';
import { ITERATORS, readBodyClass } from './body-classes.ts';
import type { ScanContext } from './scan-context.ts';

const NOTHING = ts.TypeFlags.Undefined | ts.TypeFlags.Void;

/**
 * A streaming handler's items, by what it yields (README "Response"); `undefined` for no iterator.
 * @example
 * readStream(method, awaitedReturnType, context); // { kind: 'stream', items: [Message], raw: false, ... }
 */
export function readStream(
  handler: ts.MethodDeclaration,
  type: ts.Type,
  context: ScanContext,
): ResponseShape | undefined {
  const symbol = type.symbol;
  if (!symbol || !ITERATORS.includes(symbol.name) || readBodyClass(type, context.program) === undefined)
    return undefined;
  const [yielded] = context.checker.getTypeArguments(type as ts.TypeReference);
  const all = yielded === undefined ? [] : yielded.isUnion() ? yielded.types : [yielded];
  const members = all.filter((member) => !(member.flags & NOTHING));
  const raw = members.some((member) => isRaw(member, context));
  const items = members.filter((member) => !isRaw(member, context));
  const node = handler.type ?? handler.name;
  const generator = handler.asteriskToken !== undefined;
  return { kind: 'stream', items, raw, eventStream: mentionsEventStream(handler), generator, node };
}

/** Text or bytes: a chunk the server writes as it is, not a JSON value. */
function isRaw(type: ts.Type, context: ScanContext): boolean {
  return (type.flags & ts.TypeFlags.StringLike) !== 0 || readBodyClass(type, context.program) === 'Blob';
}

/** A string literal in the handler naming `text/event-stream`, as `ctx.setHeader('content-type', ...)` does. */
function mentionsEventStream(handler: ts.MethodDeclaration): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isStringLiteralLike(node) && /text\/event-stream/i.test(node.text)) found = true;
    else ts.forEachChild(node, visit);
  };
  if (handler.body) visit(handler.body);
  return found;
}
