import ts from 'typescript';
import type { ContractRoute, ControllerInfo, MethodRoute } from '../model.ts';
import { createWarning } from '../report/warning.ts';
import { toKey } from '../types/text.ts';
import { wrapOperand } from '../types/wrap-operand.ts';
import { readHandlerName, readRouteOption } from './read-decorator.ts';
import { readResponse } from './read-response.ts';
import { readSlots, SLOT_NAMES, type HandlerSlots, type Slot } from './read-slots.ts';
import type { ScanContext } from './scan-context.ts';
import { readController } from './scan-controller.ts';
import { warnUnvalidatedSlots } from './unvalidated-slots.ts';

/** What a scan found: the contract's routes, and the names of every controller class it read. */
export interface CollectedRoutes {
  readonly routes: ContractRoute[];
  /**
   * Every class read as a controller, also one whose routes were all skipped (and the children an
   * unresolvable `children` element may hold, which were warned about): a controller that is not
   * here was never seen by the scan.
   */
  readonly controllers: string[];
}

/**
 * Finds every controller in `files`, flattens the trees that start at controllers that are nobody's
 * child (spec "Path construction" rules 1-5) and reads each route's slots and response. Controllers
 * and leaves read by an earlier generation from files that are still fresh come from `context.cache`.
 *
 * @example
 * const { routes } = collectRoutes(program.getRootFileNames().map(...), context);
 */
export function collectRoutes(files: readonly ts.SourceFile[], context: ScanContext): CollectedRoutes {
  const controllers = new Map<ts.ClassDeclaration, ControllerInfo | undefined>();
  const read = (declaration: ts.ClassDeclaration): ControllerInfo | undefined => {
    if (!controllers.has(declaration)) {
      controllers.set(declaration, context.cache.controllers.read(declaration, '', context, () => readController(declaration, context)));
    }
    return controllers.get(declaration);
  };
  const found: ControllerInfo[] = [];
  for (const file of files) {
    for (const statement of file.statements) {
      const info = ts.isClassDeclaration(statement) ? read(statement) : undefined;
      if (info) found.push(info);
    }
  }
  const children = new Set<ts.ClassDeclaration>();
  const claimedClasses = new Set<ts.ClassDeclaration>();
  const visit = (info: ControllerInfo, seen: Set<ts.ClassDeclaration>): void => {
    for (const claimed of info.claimed) {
      children.add(claimed);
      claimedClasses.add(claimed);
    }
    for (const child of info.children) {
      children.add(child);
      const childInfo = seen.has(child) ? undefined : read(child);
      if (childInfo) visit(childInfo, new Set(seen).add(child));
    }
  };
  for (const info of found) visit(info, new Set([info.declaration]));

  const routes: ContractRoute[] = [];
  const flatten = (info: ControllerInfo, prefix: string, stack: readonly ts.ClassDeclaration[]): void => {
    const base = `${prefix}/${info.path}`;
    const controller = readClassName(info.declaration);
    const rootController = stack[0] === undefined ? controller : readClassName(stack[0]);
    for (const route of info.routes) {
      const path = normalizePath(`${base}/${route.path}`);
      const leaf = context.cache.leaves.read(route.decorator, path, context, () => {
        const slots = readSlots(route.handler, context);
        if (slots) warnUnvalidatedSlots(route, context);
        return slots && printLeaf(route, path, slots, context);
      });
      if (leaf !== undefined) {
        const handler = readHandlerName(route.handler);
        routes.push({ method: route.method, path, handler, controller, rootController, leaf, node: route.decorator });
      }
    }
    for (const child of info.children) {
      if (stack.includes(child)) {
        const name = child.name?.text ?? 'default';
        context.warnings.push(createWarning(context.root, info.declaration, `child ${name} skipped: controllers form a cycle`));
        continue;
      }
      const childInfo = read(child);
      if (childInfo) flatten(childInfo, base, [...stack, child]);
    }
  };
  for (const info of found) {
    if (!children.has(info.declaration)) flatten(info, '', [info.declaration]);
  }
  const readClasses = [...controllers].flatMap(([declaration, info]) => (info ? [declaration] : []));
  const names = new Set([...readClasses, ...claimedClasses].map(readClassName));
  return { routes, controllers: [...names].sort() };
}

/** A class's name as its runtime `name` says it: `default` for `export default class {}`. */
function readClassName(declaration: ts.ClassDeclaration): string {
  return declaration.name?.text ?? 'default';
}

/**
 * Spec "Path construction" rule 2: a leading `/`, no trailing `/` unless the path is `/`, no
 * duplicate slashes.
 *
 * @example
 * normalizePath('api//users/'); // '/api/users'
 */
export function normalizePath(path: string): string {
  return `/${path.split('/').filter(Boolean).join('/')}`;
}

/** `{ params: {...}; response: User }`, with alias placeholders. */
function printLeaf(route: MethodRoute, path: string, slots: HandlerSlots, context: ScanContext): string {
  const fields: string[] = [];
  for (const name of SLOT_NAMES) {
    const slot = name === 'params' ? withPathParams(slots.params, path, context) : slots[name];
    const text = name === 'body' && isEmpty(slot) ? readBodyOption(route, context) : printSlot(slot);
    const optional = name === 'body' && isOptionalBody(slot);
    if (text) fields.push(`${name}${optional ? '?' : ''}: ${text}`);
  }
  fields.push(`response: ${readResponse(route.handler, context)}`);
  return `{ ${fields.join('; ')} }`;
}

/** `:name` segments are params too, typed `string`, unless a declared param type already has them. */
function withPathParams(slot: Slot, path: string, context: ScanContext): Slot {
  const names = path.split('/').filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
  const missing = names.filter(
    (name) => !slot.keyed.has(name) && !slot.whole.some((whole) => context.checker.getPropertyOfType(whole.type, name)),
  );
  if (missing.length === 0) return slot;
  const keyed = new Map(slot.keyed);
  for (const name of missing) keyed.set(name, `${toKey(name)}: string`);
  return { keyed, optionalKeys: slot.optionalKeys, whole: slot.whole };
}

/**
 * `body?:` when every body parameter is optional (`@Body() body?: Dto`, `@Body('reason') reason?: string`):
 * the client may then send none, and the server hands each parameter `undefined`.
 */
function isOptionalBody(slot: Slot): boolean {
  return !isEmpty(slot) && slot.optionalKeys.size === slot.keyed.size && slot.whole.every((whole) => whole.optional);
}

function isEmpty(slot: Slot): boolean {
  return slot.keyed.size === 0 && slot.whole.length === 0;
}

function printSlot(slot: Slot): string | undefined {
  const parts = slot.whole.map((whole) => wrapOperand(whole.text));
  if (slot.keyed.size > 0) parts.push(`{ ${[...slot.keyed.values()].join('; ')} }`);
  return parts.length === 0 ? undefined : parts.join(' & ');
}

/**
 * `@Post(path, { body: CreateUserDto })` names the body class for validation; when the handler
 * declares no body slot of its own (the Stage 3 form without `body` in its `Context`), that class is
 * the contract's body.
 */
function readBodyOption(route: MethodRoute, context: ScanContext): string | undefined {
  const bodyNode = readRouteOption(route.decorator, 'body');
  if (!bodyNode) return undefined;
  const classType = context.checker.getTypeAtLocation(bodyNode);
  const [construct] = classType.getConstructSignatures();
  return construct ? context.printer.print(construct.getReturnType(), bodyNode) : undefined;
}
