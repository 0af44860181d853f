import ts from 'typescript';
import { joinPaths } from '#core/path';
import type { GatewayEventShape, GatewayShape, TypeShape, ValueShape } from '../model.ts';
import { createArgumentWarning, createWarning } from '../report/warning.ts';
import { quote } from '../types/text.ts';
import { mayBeUndefined } from '../types/undefined-values.ts';
import { foldString } from './fold-string.ts';
import { readDoc } from './read-doc.ts';
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
 * readGateway(classDeclaration, context)?.events.map((event) => event.event); // ['add']
 */
export function readGateway(declaration: ts.ClassDeclaration, context: ScanContext): GatewayShape | undefined {
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
  const events = readClientEvents(readEventHandlers(declaration, context), context);
  const emits = readServerEvents(declaration, context);
  return { path: joinPaths(folded.value), gateway, node: decorator.node, events, ...(emits ? { emits } : {}) };
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
function readClientEvents(handlers: readonly EventHandler[], context: ScanContext): GatewayEventShape[] {
  const events = new Map<string, EventHandler[]>();
  for (const handler of handlers) events.set(handler.event, [...(events.get(handler.event) ?? []), handler]);
  return [...events].map(([event, list]) => {
    const data = list.map((handler) => readData(handler.method, context));
    const first = (list[0] as EventHandler).method;
    return { event, data, ack: readResponse(first, context, false), doc: readDoc(first) };
  });
}

/** The handler's second parameter (`(socket, data)`); `undefined` when it takes none. */
function readData(method: ts.MethodDeclaration, context: ScanContext): ValueShape | undefined {
  const parameter = method.parameters[1];
  if (!parameter) return undefined;
  const checker = context.checker;
  const type = parameter.type ? checker.getTypeFromTypeNode(parameter.type) : checker.getTypeAtLocation(parameter);
  const optional = Boolean(parameter.questionToken || parameter.initializer) && !mayBeUndefined(type);
  return { type, node: parameter.type ?? parameter.name, optional };
}

// Without `emits` the server may send anything (the printer writes `[event: string]: unknown`).
function readServerEvents(declaration: ts.ClassDeclaration, context: ScanContext): GatewayShape['emits'] {
  const checker = context.checker;
  const symbol = declaration.name ? checker.getSymbolAtLocation(declaration.name) : undefined;
  const instance = symbol && checker.getDeclaredTypeOfSymbol(symbol);
  const emits = instance && checker.getPropertyOfType(instance, EMITS_MEMBER);
  if (!emits) return undefined;
  const at = emits.declarations?.[0] ?? declaration;
  const type = checker.getTypeOfSymbolAtLocation(emits, at);
  const events = new Map<string, TypeShape>();
  for (const event of checker.getPropertiesOfType(type)) {
    events.set(event.name, { type: checker.getTypeOfSymbolAtLocation(event, at), node: event.declarations?.[0] ?? at });
  }
  const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
  return { events, ...(index ? { index: { type: index.type, node: at } } : {}) };
}
