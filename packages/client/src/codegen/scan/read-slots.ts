import ts from 'typescript';
import type { SlotShape, ValueShape } from '../model.ts';
import { createArgumentWarning } from '../report/warning.ts';
import { readTypeNode } from '../types/declared-types.ts';
import { mayBeUndefined, withoutUndefined } from '../types/undefined-values.ts';
import { foldString } from './fold-string.ts';
import { findDecorator, readArguments, readHandlerName } from './read-decorator.ts';
import { readWholeSlot, type TextSlot } from './received-values.ts';
import type { ScanContext } from './scan-context.ts';
import { readSchemaClass } from './schema-class.ts';

export const SLOT_NAMES = ['params', 'query', 'headers', 'body'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

/** One request slot as it is read: keys named by decorators (`@Query('q')`) and whole types (`@Query() q: Q`). */
export interface Slot extends SlotShape {
  readonly keyed: Map<string, ValueShape>;
  readonly whole: ValueShape[];
}

export type HandlerSlots = Record<SlotName, Slot>;

const DECORATOR_SLOTS: Readonly<Record<string, SlotName | null>> = {
  Param: 'params',
  Query: 'query',
  Body: 'body',
  Header: 'headers',
  // Server-only (spec "Request slots"): omitted from the contract.
  Req: null,
  Ctx: null,
  Locals: null,
};

/**
 * The request slots a handler declares, either form (spec "Request slots"); `undefined` when a key does not fold.
 * @example
 * const slots = readSlots(method, context);
 * slots?.query.keyed.get('role'); // { type: string, node, optional: true }
 */
export function readSlots(handler: ts.MethodDeclaration, context: ScanContext): HandlerSlots | undefined {
  const slots: HandlerSlots = { params: createSlot(), query: createSlot(), headers: createSlot(), body: createSlot() };
  for (const parameter of handler.parameters) {
    const decorator = findDecorator(parameter, context, (name) => name in DECORATOR_SLOTS);
    if (decorator) {
      const slot = DECORATOR_SLOTS[decorator.name];
      if (slot && !addDecorated(slot, slots[slot], parameter, decorator.node, context)) return undefined;
      continue;
    }
    const shape = parameter.type && readContextShape(parameter.type, context);
    if (shape) addShape(slots, context.checker.getTypeFromTypeNode(shape), shape, handler, context);
  }
  return slots;
}

function createSlot(): Slot {
  return { keyed: new Map(), whole: [] };
}

function addDecorated(
  name: SlotName,
  slot: Slot,
  parameter: ts.ParameterDeclaration,
  decorator: ts.Decorator,
  context: ScanContext,
): boolean {
  const checker = context.checker;
  const type = parameter.type ? checker.getTypeFromTypeNode(parameter.type) : checker.getTypeAtLocation(parameter);
  const at = parameter.type ?? parameter.name;
  const [keyNode] = readArguments(decorator);
  // As for a key (below): `?`, a default or `| undefined` means the request may come without it (`body?:`).
  const undefinedAllowed = mayBeUndefined(type);
  const optional = Boolean(parameter.questionToken || parameter.initializer) || undefinedAllowed;
  const kept = withoutUndefined(type);
  const whole = !keyNode && parameter.type && kept.length === 1 ? kept[0] : undefined;
  const asReceived =
    whole && name !== 'body' && parameter.type
      ? readAsReceived(name, whole, parameter.type, parameter.parent as ts.MethodDeclaration, context)
      : false;
  if (asReceived && whole) {
    slot.whole.push({ type: whole, node: at, optional, asReceived });
    return true;
  }
  const value: ValueShape = { type, node: at, optional, ...(undefinedAllowed ? { members: kept } : {}) };
  if (!keyNode) {
    slot.whole.push(value);
    return true;
  }
  const key = foldString(keyNode, checker);
  if (!('value' in key)) {
    const where = describeHandler(parameter.parent as ts.MethodDeclaration);
    const reason = `route ${where} skipped: its decorator key ${key.reason}`;
    context.warnings.push(createArgumentWarning(context.root, keyNode, key.node, reason));
    return false;
  }
  // "`?` on the parameter makes the key optional" (spec); so do a default and a type admitting `undefined`.
  slot.keyed.set(key.value, value);
  return true;
}

// Params and headers as received, a query as declared, unless a `@Schema` class that `@fw/core` sees converts it.
function readAsReceived(
  slot: TextSlot,
  type: ts.Type,
  node: ts.TypeNode,
  handler: ts.MethodDeclaration,
  context: ScanContext,
): boolean {
  const dto = readSchemaClass(node, context);
  if (dto && !dto.unreachable) return false;
  const source = { slot, handler: describeHandler(handler), node, stage3: false, silent: dto !== undefined };
  return readWholeSlot(type, source, context);
}

/** `UsersController.create`, as warnings name a handler. */
export function describeHandler(handler: ts.MethodDeclaration): string {
  return `${(handler.parent as ts.ClassDeclaration).name?.text ?? 'default'}.${readHandlerName(handler)}`;
}

/** The `Shape` of `Context<Shape>`, through local aliases (`type UserCtx = Context<{...}>`); bare `Context`: none. */
export function readContextShape(node: ts.TypeNode, context: ScanContext, depth = 0): ts.TypeNode | undefined {
  if (!ts.isTypeReferenceNode(node) || depth > 8) return undefined;
  if (context.names.read(node.typeName) === 'Context') return node.typeArguments?.[0];
  let symbol = context.checker.getSymbolAtLocation(node.typeName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = context.checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
  return declaration ? readContextShape(declaration.type, context, depth + 1) : undefined;
}

function addShape(
  slots: HandlerSlots,
  shape: ts.Type,
  at: ts.TypeNode,
  handler: ts.MethodDeclaration,
  context: ScanContext,
): void {
  const checker = context.checker;
  for (const name of SLOT_NAMES) {
    const property = checker.getPropertyOfType(shape, name);
    if (!property) continue;
    const declaration = property.declarations?.[0];
    const node = declaration && readTypeNode(declaration);
    const type = node
      ? checker.getTypeFromTypeNode(node)
      : checker.getNonNullableType(checker.getTypeOfSymbol(property));
    const whole = node && name !== 'body';
    const source = whole ? { slot: name, handler: describeHandler(handler), node, stage3: true } : undefined;
    const asReceived = source ? readWholeSlot(type, source, context) : false;
    slots[name].whole.push({ type, node: node ?? declaration ?? at, optional: false, asReceived });
  }
}
