import ts from 'typescript';
import { joinPaths } from '#core/path';
import type { ContractGateway } from '../model.ts';
import { createArgumentWarning, createWarning } from '../report/warning.ts';
import { quote, toKey } from '../types/text.ts';
import { mayBeUndefined, withoutUndefined } from '../types/undefined-values.ts';
import { wrapOperand } from '../types/wrap-operand.ts';
import { foldString } from './fold-string.ts';
import {
  findDecorator,
  readArguments,
  readBaseClass,
  readDecoratorName,
  readHandlerName,
  readPropertyName,
} from './read-decorator.ts';
import { readResponse } from './read-response.ts';
import type { ScanContext } from './scan-context.ts';

/** The member a gateway declares its server-to-client events in: `declare readonly emits: {...}`. */
export const EMITS_MEMBER = 'emits';

/** One `@SubscribeMessage(event)` handler, read from the method that runs for it (an override's). */
interface EventHandler {
  readonly event: string;
  /** The property key a subclass overrides it by; undefined for a `#private` method. */
  readonly member: string | undefined;
  readonly method: ts.MethodDeclaration;
}

/**
 * Reads one class as a gateway (README "Gateways"); `undefined` when it is none, or its path does not fold
 * or is refused (with a warning).
 * @example
 * readGateway(classDeclaration, context)?.emit; // ['add: { data: { a: number; b: number }; ack: number }']
 */
export function readGateway(declaration: ts.ClassDeclaration, context: ScanContext): ContractGateway | undefined {
  const decorator = findDecorator(declaration, context, (name) => name === 'Gateway', context.socketNames);
  if (!decorator) return undefined;
  const gateway = declaration.name?.text ?? 'default';
  const [argument] = readArguments(decorator.node);
  if (!argument) {
    const reason = `gateway ${gateway} skipped: @Gateway() has no path`;
    context.warnings.push(createWarning(context.root, decorator.node, reason));
    return undefined;
  }
  const folded = foldString(argument, context.checker);
  if (!('value' in folded)) {
    const reason = `gateway ${gateway} skipped: its path argument ${folded.reason}`;
    context.warnings.push(createArgumentWarning(context.root, argument, folded.node, reason));
    return undefined;
  }
  const refused = describeRefusedGatewayPath(folded.value);
  if (refused !== undefined) {
    context.warnings.push(createWarning(context.root, argument, `gateway ${gateway} skipped: its path ${refused}`));
    return undefined;
  }
  const emit = printClientEvents(readEventHandlers(declaration, context), context);
  const on = printServerEvents(declaration, context);
  return { path: joinPaths(folded.value), gateway, emit, on, node: decorator.node };
}

// Why `@fw/websocket`'s `Gateway()` refuses a path (empty, any `:` or `*`), or `undefined`.
function describeRefusedGatewayPath(path: string): string | undefined {
  if (path.trim() === '') return `${quote(path)} is empty, which @fw/websocket refuses`;
  if (path.includes(':') || path.includes('*')) {
    const character = path.includes(':') ? ':' : '*';
    return `${quote(path)} has a '${character}', which @fw/websocket refuses (a gateway path is one fixed path)`;
  }
  return undefined;
}

// Base first; an override not decorated again is the method that runs (README "Overriding an inherited handler").
function readEventHandlers(declaration: ts.ClassDeclaration, context: ScanContext): EventHandler[] {
  const handlers: EventHandler[] = [];
  const latest = new Map<string, ts.MethodDeclaration>();
  for (const cls of readClassChain(declaration, context.checker)) {
    for (const method of cls.members.filter(ts.isMethodDeclaration)) {
      const member = ts.isPrivateIdentifier(method.name) ? undefined : readPropertyName(method.name);
      if (member !== undefined) latest.set(member, method);
      for (const decorator of ts.getDecorators(method) ?? []) {
        if (readDecoratorName(decorator, context, context.socketNames) !== 'SubscribeMessage') continue;
        const event = readEventName(decorator, `${cls.name?.text ?? 'default'}.${readHandlerName(method)}`, context);
        if (event === undefined) continue;
        const handler = { event, member, method };
        const overridden = handlers.findIndex((seen) => isOverride(seen, member, event));
        if (overridden === -1) handlers.push(handler);
        else handlers[overridden] = handler;
      }
    }
  }
  return handlers.map((handler) => {
    const runs = handler.member === undefined ? undefined : latest.get(handler.member);
    return runs ? { ...handler, method: runs } : handler;
  });
}

/** Same overridable member and event: what an override decorated again declares (the runtime's rule). */
function isOverride(seen: EventHandler, member: string | undefined, event: string): boolean {
  return seen.member !== undefined && seen.member === member && seen.event === event;
}

function readEventName(decorator: ts.Decorator, where: string, context: ScanContext): string | undefined {
  const [argument] = readArguments(decorator);
  const skip = (node: ts.Node, why: string) => {
    context.warnings.push(createWarning(context.root, node, `handler ${where} skipped: ${why}`));
    return undefined;
  };
  if (!argument) return skip(decorator, '@SubscribeMessage() has no event');
  const folded = foldString(argument, context.checker);
  if ('value' in folded) return folded.value === '' ? skip(argument, 'its event is empty') : folded.value;
  const reason = `handler ${where} skipped: its event argument ${folded.reason}`;
  context.warnings.push(createArgumentWarning(context.root, argument, folded.node, reason));
  return undefined;
}

/** `class A extends B`: `[B's chain..., A]`, following each `extends` to a class declaration. */
function readClassChain(declaration: ts.ClassDeclaration, checker: ts.TypeChecker): ts.ClassDeclaration[] {
  const chain: ts.ClassDeclaration[] = [];
  for (let current: ts.ClassDeclaration | undefined = declaration; current && !chain.includes(current); ) {
    chain.unshift(current);
    current = readBaseClass(current, checker);
  }
  return chain;
}

// Per event: `data` what every handler takes (intersected), `ack` the first handler's value, as the runtime answers.
function printClientEvents(handlers: readonly EventHandler[], context: ScanContext): string[] {
  const events = new Map<string, EventHandler[]>();
  for (const handler of handlers) events.set(handler.event, [...(events.get(handler.event) ?? []), handler]);
  return [...events].map(([event, list]) => {
    const data = [...new Set(list.map((handler) => printData(handler.method, context)))];
    const ack = readResponse((list[0] as EventHandler).method, context, false);
    return `${toKey(event)}: { data: ${data.length === 1 ? data[0] : data.map(wrapOperand).join(' & ')}; ack: ${ack} }`;
  });
}

/** The handler's second parameter (`(socket, data)`) as JSON carries it; `undefined` when it takes none. */
function printData(method: ts.MethodDeclaration, context: ScanContext): string {
  const parameter = method.parameters[1];
  if (!parameter) return 'undefined';
  const checker = context.checker;
  const type = parameter.type ? checker.getTypeFromTypeNode(parameter.type) : checker.getTypeAtLocation(parameter);
  const at = parameter.type ?? parameter.name;
  const text = printMaybeUndefined(type, at, context);
  const optional = (parameter.questionToken || parameter.initializer) && !mayBeUndefined(type);
  return optional ? `${text} | undefined` : text;
}

// JSON leaves out an `undefined` `data`: the client sees `undefined` (kept, not an optional key).
function printMaybeUndefined(type: ts.Type, at: ts.Node, context: ScanContext): string {
  if (!mayBeUndefined(type)) return context.printer.print(type, at);
  const kept = withoutUndefined(type);
  return kept.length === 0 ? 'undefined' : `${context.printer.printUnion(kept, at)} | undefined`;
}

// Without `emits` the server may send anything: `[event: string]: unknown`.
function printServerEvents(declaration: ts.ClassDeclaration, context: ScanContext): string[] {
  const checker = context.checker;
  const symbol = declaration.name ? checker.getSymbolAtLocation(declaration.name) : undefined;
  const instance = symbol && checker.getDeclaredTypeOfSymbol(symbol);
  const emits = instance && checker.getPropertyOfType(instance, EMITS_MEMBER);
  if (!emits) return ['[event: string]: unknown'];
  const at = emits.declarations?.[0] ?? declaration;
  const events = checker.getTypeOfSymbolAtLocation(emits, at);
  const entries = checker.getPropertiesOfType(events).map((event) => {
    const type = checker.getTypeOfSymbolAtLocation(event, at);
    const where = event.declarations?.[0] ?? at;
    return `${toKey(event.name)}: ${printMaybeUndefined(type, where, context)}`;
  });
  const index = checker.getIndexInfoOfType(events, ts.IndexKind.String);
  if (index) entries.push(`[event: string]: ${context.printer.print(index.type, at)}`);
  return entries;
}
