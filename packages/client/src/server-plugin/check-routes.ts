import type { CodegenWarning, ContractRouteInfo, GenerateReport } from '../codegen/model.ts';
import { createWarningAt, WARNING_PREFIX } from '../codegen/report/warning.ts';
import { describePrefixMismatch } from './prefix-mismatch.ts';
import { toRouterPath, type RegisteredRoute } from './router-path.ts';

/** What the warnings say about the project: the API root and the generator's glob. */
export interface CheckedProject {
  readonly root: string;
  readonly glob: readonly string[];
}

/** Routes listed in one warning; the rest are counted. */
const LISTED = 5;

/**
 * Warns, once per class, where contract and running app disagree (README "Checked against the app").
 * @example
 * const warnings = checkRoutes(report, host.controllerRoutes(), { root: '/repo/api', glob: ['src/**\/*.ts'] });
 * for (const warning of warnings) console.warn(warning.text);
 */
export function checkRoutes(
  report: GenerateReport,
  registered: readonly RegisteredRoute[],
  project: CheckedProject,
): CodegenWarning[] {
  if (report.contractRoutes.length === 0) return [];
  const served = new Set(registered.map((route) => toRouteKey(route.method, route.path, route.controller)));
  const serving = new Set(registered.map((route) => route.controller));

  // One group per class (and file: two classes may share a name).
  const unserved = new Map<string, ContractRouteInfo[]>();
  const servedClasses = new Set<string>();
  for (const route of report.contractRoutes) {
    const key = `${route.file}\0${route.controller}`;
    if (served.has(toRouteKey(route.method, route.path, route.controller))) {
      servedClasses.add(key);
      continue;
    }
    const group = unserved.get(key);
    if (group) group.push(route);
    else unserved.set(key, [route]);
  }
  const warnings: CodegenWarning[] = [];
  for (const [key, group] of unserved) {
    const sorted = [...group].sort((a, b) => a.line - b.line || a.column - b.column);
    const [first] = sorted;
    if (first === undefined) continue;
    const listed = listRoutes(
      sorted.map((route) => `${route.method} ${route.path} (${route.handler}, line ${route.line})`),
    );
    const reason =
      describePrefixMismatch(sorted, registered, report.prefix, listed) ??
      describeUnserved(first, listed, servedClasses.has(key), serving);
    warnings.push(createWarningAt(project.root, first.file, first.line, first.column, reason));
  }
  warnings.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));

  const scanned = new Set(report.controllers);
  const leftOut = new Set(report.unregistered);
  const missing = new Map<string, RegisteredRoute[]>();
  for (const route of registered) {
    if (scanned.has(route.controller) && !leftOut.has(route.controller)) continue;
    const group = missing.get(route.controller);
    if (group) group.push(route);
    else missing.set(route.controller, [route]);
  }
  for (const [controller, routes] of missing) {
    const listed = listRoutes(routes.map((route) => `${route.method} ${route.path} (${route.handler})`));
    const reason = `${controller} is registered with the app but not in the contract: ${listed}; ${
      leftOut.has(controller) ? describeLeftOut(controller) : describeUnscanned(project)
    }`;
    warnings.push({ file: project.root, line: 0, column: 0, reason, text: `${WARNING_PREFIX} ${reason}` });
  }
  return warnings;
}

function describeUnscanned(project: CheckedProject): string {
  return (
    `no file the generator reads (root ${project.root}, glob ${project.glob.join(', ')}) declares it as a ` +
    'controller class, so the typed client cannot call it; add its file to the glob, or declare it with ' +
    '@Controller in a scanned file'
  );
}

// The generator read the class but no `controllers([...])` call it reads lists it (or its parent).
function describeLeftOut(controller: string): string {
  return (
    'the generator left it out because no controllers([...]) call in the scanned sources registers it (nor a ' +
    'registered parent), so the typed client cannot call it; list it where the app registers its controllers ' +
    `(app.controllers([${controller}])), in a file the generator reads`
  );
}

// Other routes of the class served: added since the start; a class of that name but none of these routes
// served: another class of the name, or a change since the start; none of that name: not registered.
function describeUnserved(
  first: ContractRouteInfo,
  listed: string,
  partlyServed: boolean,
  serving: ReadonlySet<string>,
): string {
  const { controller, rootController } = first;
  if (partlyServed) {
    return (
      `routes of ${controller} in the contract are not served by the running app: ${listed}; ` +
      `restart the server if ${controller} changed since it started, ` +
      'otherwise its path differs at run time from the source'
    );
  }
  const child = rootController !== controller;
  const fix = child
    ? `register its parent ${rootController} with app.controllers([...]) or remove it`
    : 'register it with app.controllers([...]) or remove it';
  const registered = serving.has(controller)
    ? controller
    : child && serving.has(rootController)
      ? rootController
      : undefined;
  if (registered !== undefined) {
    return (
      `${controller} is in the contract but the running app serves none of these routes: ${listed}; ` +
      `the app registers a ${registered}: restart the server if the source changed since it started, otherwise ${fix}`
    );
  }
  return (
    `${controller} is in the contract but not registered with the app, ` +
    `so the server answers 404 to calls the typed client compiles: ${listed}; ${fix}`
  );
}

function listRoutes(routes: readonly string[]): string {
  const shown = routes.slice(0, LISTED).join(', ');
  return routes.length > LISTED ? `${shown} and ${routes.length - LISTED} more` : shown;
}

/** Method, path as the router compares it, and class. */
function toRouteKey(method: string, path: string, controller: string): string {
  return `${method.toUpperCase()} ${toRouterPath(path)} ${controller}`;
}
