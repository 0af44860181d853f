import ts from 'typescript';
import { joinPaths } from '#core/path';
import type { ControllerInfo, RouteShape } from '../model.ts';
import { createWarning } from '../report/warning.ts';
import { readHandlerName, readRouteKeys } from './read-decorator.ts';
import { readDoc, readLocation } from './read-doc.ts';
import type { ScanContext } from './scan-context.ts';
import { readController } from './scan-controller.ts';

/** What a scan found: the routes, and the names of every controller class it read. */
export interface CollectedRoutes {
  readonly routes: RouteShape[];
  /** Every class read as a controller, even with all routes skipped or only claimed: the rest was never seen. */
  readonly controllers: string[];
  /** The controllers left out as registered by no `controllers([...])` call, with their children. */
  readonly unregistered: string[];
}

/** What covers every route: the global prefix and the `app.useGlobalGuards(...)` calls. */
export interface CollectOptions {
  /** `/api`, or `''` for none. */
  readonly prefix: string;
  readonly globalGuards: readonly ts.CallExpression[];
  /** The classes the sources' `.controllers([...])` calls register; `undefined`: keep every controller. */
  readonly registered?: ReadonlySet<ts.ClassDeclaration>;
}

/**
 * Flattens the controller trees (spec "Path construction" rules 1-5): each route with its full path and what
 * covers it; its leaf is read by readLeafShape.
 * @example
 * const { routes } = collectRoutes(files, context, { prefix: '/api', globalGuards: [] });
 */
export function collectRoutes(
  files: readonly ts.SourceFile[],
  context: ScanContext,
  options: CollectOptions,
): CollectedRoutes {
  const controllers = new Map<ts.ClassDeclaration, ControllerInfo | undefined>();
  const read = (declaration: ts.ClassDeclaration): ControllerInfo | undefined => {
    if (!controllers.has(declaration)) {
      controllers.set(
        declaration,
        context.cache.controllers.read(declaration, '', context, () => readController(declaration, context)),
      );
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

  const routes: RouteShape[] = [];
  type Stack = readonly ts.ClassDeclaration[];
  type Covering = RouteShape['covering'];
  const flatten = (info: ControllerInfo, prefix: string, stack: Stack, outer: Covering): void => {
    const base = `${prefix}/${info.path}`;
    const covering = [...outer, info.declaration];
    // Kept while this controller and those above it are the records read before (their files are fresh).
    const inputs = [base, ...covering, ...stack.map(read)];
    routes.push(
      ...context.cache.routeShapes.read(info, inputs, () => readRouteShapes(info, base, stack, covering, context)),
    );
    for (const child of info.children) {
      if (stack.includes(child)) {
        const name = child.name?.text ?? 'default';
        context.warnings.push(
          createWarning(context.root, info.declaration, `child ${name} skipped: controllers form a cycle`),
        );
        continue;
      }
      const childInfo = read(child);
      if (childInfo) flatten(childInfo, base, [...stack, child], covering);
    }
  };
  const unregistered = new Set<string>();
  const leaveOut = (info: ControllerInfo, seen: Set<ts.ClassDeclaration>): void => {
    unregistered.add(readClassName(info.declaration));
    for (const child of info.children) {
      const childInfo = seen.has(child) ? undefined : read(child);
      if (childInfo) leaveOut(childInfo, new Set(seen).add(child));
    }
  };
  for (const info of found) {
    if (children.has(info.declaration)) continue;
    if (options.registered && !options.registered.has(info.declaration)) {
      context.warnings.push(createUnregisteredWarning(info.declaration, context));
      leaveOut(info, new Set([info.declaration]));
      continue;
    }
    flatten(info, options.prefix, [info.declaration], options.globalGuards);
  }
  const readClasses = [...controllers].flatMap(([declaration, info]) => (info ? [declaration] : []));
  const names = new Set([...readClasses, ...claimedClasses].map(readClassName));
  return { routes, controllers: [...names].sort(), unregistered: [...unregistered].sort() };
}

function readRouteShapes(
  info: ControllerInfo,
  base: string,
  stack: readonly ts.ClassDeclaration[],
  covering: RouteShape['covering'],
  context: ScanContext,
): RouteShape[] {
  const controller = readClassName(info.declaration);
  const rootController = stack[0] === undefined ? controller : readClassName(stack[0]);
  return info.routes.map((route) => {
    const { file, line } = readLocation(route.decorator);
    return {
      method: route.method,
      path: joinPaths(base, route.path),
      route,
      handler: readHandlerName(route.handler),
      controller,
      rootController,
      covering,
      keys: readRouteKeys(route.handler, [...stack], context),
      file,
      line,
      doc: readDoc(route.handler),
    };
  });
}

/** A class's name as its runtime `name` says it: `default` for `export default class {}`. */
function readClassName(declaration: ts.ClassDeclaration): string {
  return declaration.name?.text ?? 'default';
}

// The server answers 404 for a controller no `controllers([...])` registers: the client must not call it.
function createUnregisteredWarning(declaration: ts.ClassDeclaration, context: ScanContext) {
  const name = readClassName(declaration);
  const reason =
    `controller ${name} left out of the contract: no controllers([...]) call in the scanned sources registers ` +
    `it (nor a registered controller's children), so its routes answer 404; add it: app.controllers([${name}])`;
  return createWarning(context.root, declaration.name ?? declaration, reason);
}
