import type ts from 'typescript';
import type { ContractGateway, GatewayShape, ValueShape } from '../../model.ts';
import type { ScanContext } from '../../scan/scan-context.ts';
import { toKey } from '../../types/text.ts';
import { mayBeUndefined, withoutUndefined } from '../../types/undefined-values.ts';
import { wrapOperand } from '../../types/wrap-operand.ts';
import { printResponse } from './print-response.ts';

/**
 * A gateway's events as the contract's `Sockets` writes them (README "Gateways").
 * @example
 * printGateway(readGateway(declaration, context), context).emit; // ['add: { data: { a: number }; ack: number }']
 */
export function printGateway(shape: GatewayShape, context: ScanContext): ContractGateway {
  const emit = shape.events.map((event) => {
    const data = [...new Set(event.data.map((value) => printData(value, context)))];
    const ack = printResponse(event.ack, context);
    const joined = data.length === 1 ? data[0] : data.map(wrapOperand).join(' & ');
    return `${toKey(event.event)}: { data: ${joined}; ack: ${ack} }`;
  });
  const on = shape.emits ? [] : ['[event: string]: unknown'];
  for (const [name, event] of shape.emits?.events ?? []) {
    on.push(`${toKey(name)}: ${printMaybeUndefined(event.type, event.node, context)}`);
  }
  const index = shape.emits?.index;
  if (index) on.push(`[event: string]: ${context.printer.print(index.type, index.node)}`);
  return { path: shape.path, gateway: shape.gateway, emit, on, node: shape.node };
}

/** A handler's `data` as JSON carries it; `undefined` when it takes none. */
function printData(value: ValueShape | undefined, context: ScanContext): string {
  if (!value) return 'undefined';
  const text = printMaybeUndefined(value.type, value.node, context);
  return value.optional ? `${text} | undefined` : text;
}

// JSON leaves out an `undefined` `data`: the client sees `undefined` (kept, not an optional key).
function printMaybeUndefined(type: ts.Type, at: ts.Node, context: ScanContext): string {
  if (!mayBeUndefined(type)) return context.printer.print(type, at);
  const kept = withoutUndefined(type);
  return kept.length === 0 ? 'undefined' : `${context.printer.printUnion(kept, at)} | undefined`;
}
