import type ts from 'typescript';
import type { ContractRoute, LeafShape, PrintedLeaf, RouteScope, RouteShape } from '../../model.ts';
import { readLeafShape } from '../../scan/read-leaf.ts';
import { readGuardsScope, readScope } from '../../scan/read-scope.ts';
import type { ScanContext } from '../../scan/scan-context.ts';
import { joinLeaf, printLeaf } from './print-leaf.ts';
import { printScope } from './print-scope.ts';
import { createWarning } from '../../report/warning.ts';

/** The leaves a generation read afresh, by route decorator and full path: another emitter need not read them. */
export type ReadLeaves = Map<ts.Node, Map<string, LeafShape | undefined>>;

/**
 * Each scanned route with its leaf printed: read and printed on a cache miss, replayed on a hit (README
 * "Regeneration"); a route whose leaf the server refuses is left out (its warning says why).
 * @example
 * printRoutes(collectRoutes(files, context, setup).routes, context)[0]?.leaf; // '{ response: User[] }'
 */
export function printRoutes(routes: readonly RouteShape[], context: ScanContext, read?: ReadLeaves): ContractRoute[] {
  const printed: ContractRoute[] = [];
  // Each scope once per generation: a second memo read would count as a replay among fresh reads.
  const seen = new Map<ts.Node, RouteScope>();
  const scopeOf = (node: ts.ClassDeclaration | ts.CallExpression): RouteScope => {
    let scope = seen.get(node);
    if (!scope) seen.set(node, (scope = printCoveringScope(node, context)));
    return scope;
  };
  // A controller's routes share their covering list.
  const coveringScopes = new Map<RouteShape['covering'], RouteScope[]>();
  for (const shape of routes) {
    let scopes = coveringScopes.get(shape.covering);
    if (!scopes) coveringScopes.set(shape.covering, (scopes = shape.covering.map(scopeOf)));
    const { route, path } = shape;
    const leaf = context.cache.leaves.read(route.decorator, path, context, () => {
      const shape = readLeafShape(route, path, context);
      if (read) read.set(route.decorator, (read.get(route.decorator) ?? new Map()).set(path, shape));
      return shape && printLeaf(shape, context);
    });
    if (leaf === undefined) continue;
    if ([...shape.keys.values()].includes(undefined)) warnUnknownKeys(shape, [...scopes, leaf.scope], context);
    // The same shape, leaf and scopes (records replayed): the same joined text.
    printed.push(
      context.cache.contractRoutes.read(shape, [leaf, ...scopes], () => toContractRoute(shape, leaf, scopes)),
    );
  }
  return printed;
}

function toContractRoute(shape: RouteShape, leaf: PrintedLeaf, scopes: readonly RouteScope[]): ContractRoute {
  const { method, path, handler, controller, rootController } = shape;
  const text = joinLeaf(leaf, scopes, shape.keys);
  return { method, path, handler, controller, rootController, leaf: text, node: shape.route.decorator };
}

// A key a guard's `skipWhen` names, given a value only known at run time: the contract keeps the guard.
function warnUnknownKeys(shape: RouteShape, scopes: readonly RouteScope[], context: ScanContext): void {
  const named = new Set(scopes.flatMap((scope) => scope.parts ?? []).map((part) => part.skipWhen));
  for (const [key, value] of shape.keys) {
    if (value !== undefined || !named.has(key)) continue;
    const name = key.slice(key.indexOf('#') + 1);
    const reason =
      `${shape.controller}.${shape.handler}: the value of @${name}(...) is not a literal, ` +
      `so the contract keeps the guards it may exempt; write @${name}() or @${name}(false)`;
    context.warnings.push(createWarning(context.root, shape.route.decorator, reason));
  }
}

/** A controller's own `@UseGuards` and `@Errors`, or an `app.useGlobalGuards(...)` call's guards. */
function printCoveringScope(node: ts.ClassDeclaration | ts.CallExpression, context: ScanContext): RouteScope {
  return context.cache.scopes.read(node, '', context, () => {
    const shape = 'arguments' in node ? readGuardsScope(node.arguments, context) : readScope(node, context);
    return printScope(shape, context);
  });
}
