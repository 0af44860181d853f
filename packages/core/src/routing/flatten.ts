import type { Constructor, HttpMethod } from '../types.ts';
import { readClassRecord, type EnhancerLists, type HandlerRecord, type MethodRecord } from '../metadata/store.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { joinPaths } from '../http/path.ts';

/** One controller route with everything the compiler needs; enhancers outermost parent first. */
export interface ControllerRoute extends Readonly<EnhancerLists> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly controller: Constructor;
  readonly name: string | symbol;
  readonly handler: HandlerRecord;
  readonly record: MethodRecord;
  /** The controllers the route sits in, outermost first (its own last). */
  readonly controllers: readonly Constructor[];
}

/** How messages and spans name a route's handler: `UsersController.findOne()`. */
export function describeHandler(route: ControllerRoute): string {
  return `${route.controller.name}.${String(route.name)}()`;
}

const NONE: EnhancerLists = { middleware: [], filters: [], guards: [] };

/** Flattens controller trees into routes: only nobody's child starts a tree (spec rules 4 and 5). */
export function flattenControllers(controllers: readonly Constructor[], prefix = ''): ControllerRoute[] {
  const reachable = collectControllers(controllers);
  const children = new Set<Constructor>();
  for (const controller of reachable) {
    for (const child of readController(controller).children) children.add(child);
  }
  const routes: ControllerRoute[] = [];
  const visited = new Set<Constructor>();
  // A class listed twice (two `controllers([...])` calls, a shared list) is one controller, as in NestJS.
  for (const controller of new Set(controllers)) {
    if (!children.has(controller)) visit(controller, prefix, NONE, [], routes, visited);
  }
  // A controller no root reaches hangs below a cycle of children: named, rather than its routes vanishing.
  for (const controller of reachable) {
    if (!visited.has(controller)) visit(controller, '', NONE, [], [], new Set());
  }
  return routes;
}

/** Every controller class reachable from the list (roots and children), for the container. */
export function collectControllers(controllers: readonly Constructor[]): Set<Constructor> {
  const all = new Set<Constructor>();
  const add = (controller: Constructor) => {
    if (all.has(controller)) return;
    all.add(controller);
    for (const child of readController(controller).children) add(child);
  };
  controllers.forEach(add);
  return all;
}

function readController(controller: Constructor) {
  const definition = readClassRecord(controller)?.controller;
  if (!definition) throw new FwError(messages.controllerNotDecorated(controller.name));
  return definition;
}

function visit(
  controller: Constructor,
  parentPath: string,
  parent: EnhancerLists,
  ancestors: readonly Constructor[],
  routes: ControllerRoute[],
  visited: Set<Constructor>,
): void {
  if (ancestors.includes(controller)) {
    throw new FwError(messages.childCycle([...ancestors, controller].map((c) => c.name).join(' → ')));
  }
  visited.add(controller);
  const definition = readController(controller);
  const record = readClassRecord(controller);
  const prefix = joinPaths(parentPath, definition.path);
  const lists = joinLists(parent, record ?? NONE);
  const controllers = [...ancestors, controller];
  for (const [name, method] of record?.methods ?? []) {
    for (const handler of method.routes) {
      routes.push({
        method: handler.method,
        path: joinPaths(prefix, handler.path),
        controller,
        name,
        handler,
        record: method,
        controllers,
        ...joinLists(lists, method),
      });
    }
  }
  for (const child of definition.children) visit(child, prefix, lists, controllers, routes, visited);
}

function joinLists(outer: EnhancerLists, inner: EnhancerLists): EnhancerLists {
  return {
    middleware: [...outer.middleware, ...inner.middleware],
    filters: [...outer.filters, ...inner.filters],
    guards: [...outer.guards, ...inner.guards],
  };
}
