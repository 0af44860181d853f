import ts from 'typescript';
import { ITERATORS, readBodyClass } from './body-classes.ts';
import type { ScanContext } from './scan-context.ts';

const NOTHING = ts.TypeFlags.Undefined | ts.TypeFlags.Void;

/**
 * A streaming handler's `response`, typed by what it yields (core "Streaming"), or `undefined` when the
 * handler returns no iterator. What the server sends decides, and the client reads it by its content type:
 * - under `text/event-stream` (a string in the handler's body names it: the header it sets), every value
 *   is an event and the client yields each event's data, JSON-parsed: `AsyncIterable<T>`, or
 *   `AsyncIterable<unknown>` when the handler yields text or bytes (frames it writes itself);
 * - a generator handler yielding only JSON values streams JSON lines (`application/x-ndjson`):
 *   `AsyncIterable<T>`;
 * - text or bytes are a raw stream, read as a `Blob`; and so is an iterator a handler returns without
 *   being a generator, since the server labels it before knowing its values (`application/octet-stream`);
 * - a generator yielding both JSON values and text or bytes is labelled by its first value:
 *   `AsyncIterable<unknown> | Blob`.
 * `yield undefined` sends nothing, so `undefined` is no item.
 *
 * @example
 * readStream(method, awaitedReturnType, context); // 'AsyncIterable<Message>'
 */
export function readStream(handler: ts.MethodDeclaration, type: ts.Type, context: ScanContext): string | undefined {
  const symbol = type.symbol;
  if (!symbol || !ITERATORS.includes(symbol.name) || readBodyClass(type, context.program) === undefined)
    return undefined;
  const [yielded] = context.checker.getTypeArguments(type as ts.TypeReference);
  const all = yielded === undefined ? [] : yielded.isUnion() ? yielded.types : [yielded];
  const members = all.filter((member) => !(member.flags & NOTHING));
  const raw = members.some((member) => isRaw(member, context));
  const json = members.filter((member) => !isRaw(member, context));
  const at = handler.type ?? handler.name;
  const items = () => `AsyncIterable<${json.length === 0 ? 'unknown' : context.printer.printUnion(json, at)}>`;
  if (mentionsEventStream(handler)) return raw ? 'AsyncIterable<unknown>' : items();
  if (!handler.asteriskToken || json.length === 0) return 'Blob';
  return raw ? 'AsyncIterable<unknown> | Blob' : items();
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
