import type { RouteScope, ScopeShape, ValueShape } from '../../model.ts';
import type { ScanContext } from '../../scan/scan-context.ts';
import { toKey } from '../../types/text.ts';
import { printReceivedValues } from './print-received.ts';

/**
 * A scope's guard headers as header entries and its `@Errors` bodies as text, each body once per status.
 * @example
 * printScope(readScope(handler, context), context);
 * // { headers: Map { 'authorization' => 'authorization: string' }, errors: Map { 401 => ['ErrorBody'] } }
 */
export function printScope(shape: ScopeShape, context: ScanContext): RouteScope {
  const printed = printPart(shape, context);
  if (!shape.parts) return printed;
  const parts = shape.parts.map((part) => ({
    ...printPart(part, context),
    ...(part.skipWhen === undefined ? {} : { skipWhen: part.skipWhen }),
  }));
  return { ...printed, parts };
}

function printPart(shape: Omit<ScopeShape, 'parts'>, context: ScanContext): RouteScope {
  const headers = new Map<string, string>();
  for (const [name, value] of shape.headers) headers.set(name, printEntry(name, value, context));
  const errors = new Map<number, string[]>();
  for (const [status, bodies] of shape.errors) {
    const texts = bodies.map((body) => context.printer.print(body.type, body.node));
    errors.set(status, [...new Set(texts)]);
  }
  return { headers, errors };
}

/** `'x-tenant'?: string`: a key, its optionality and its value. */
export function printEntry(name: string, value: ValueShape, context: ScanContext): string {
  return `${toKey(name)}${value.optional ? '?' : ''}: ${printValue(value, context)}`;
}

/** A value as declared (`| undefined` dropped where the key's `?` says it), or as received for text slots. */
export function printValue(value: ValueShape, context: ScanContext): string {
  if (value.asReceived) return printReceivedValues(value.type, value.node, context);
  if (value.members) return context.printer.printUnion(value.members, value.node);
  return context.printer.print(value.type, value.node);
}
