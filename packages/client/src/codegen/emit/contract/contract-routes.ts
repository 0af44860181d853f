import type ts from 'typescript';
import type { MemoRecord } from '../../cache/node-memo.ts';
import type { ContractGroup } from '../../cache/scan-cache.ts';
import type { ContractRoute, LeafShape, PrintedLeaf, RouteScope, RouteShape } from '../../model.ts';
import { readLeafShape } from '../../scan/read-leaf.ts';
import { readGuardsScope, readScope } from '../../scan/read-scope.ts';
import type { ScanContext } from '../../scan/scan-context.ts';
import { coveringRuns } from '../covering-runs.ts';
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
  const readGroup = (group: readonly RouteShape[], scopes: readonly RouteScope[]): ContractGroup => {
    const records: MemoRecord<PrintedLeaf | undefined>[] = [];
    const entries: (ContractRoute | undefined)[] = [];
    for (const shape of group) {
      const { route, path } = shape;
      const leaf = context.cache.leaves.read(route.decorator, path, context, () => {
        const shape = readLeafShape(route, path, context);
        if (read) read.set(route.decorator, (read.get(route.decorator) ?? new Map()).set(path, shape));
        return shape && printLeaf(shape, context);
      });
      records.push(context.cache.leaves.peek(route.decorator, path) as MemoRecord<PrintedLeaf | undefined>);
      if (leaf !== undefined) warnUnknownKeys(shape, scopes, leaf, context);
      // The same shape, leaf and scopes (records replayed): the same joined text.
      const entry =
        leaf && context.cache.contractRoutes.read(shape, [leaf, ...scopes], () => toContract(shape, leaf, scopes));
      entries.push(entry);
    }
    return { records, entries };
  };
  // A controller's routes come in a row and share their covering list: kept together, replayed as one while the
  // routes are the same entries (their files unchanged) under the same scopes.
  for (const { covering, routes: group } of coveringRuns(routes)) {
    const scopes = covering.map(scopeOf);
    let fresh = false;
    const kept = context.cache.contractGroups.read(covering, [...scopes, ...group], () => {
      fresh = true;
      return readGroup(group, scopes);
    });
    for (const [index, entry] of kept.entries.entries()) {
      const record = kept.records[index] as MemoRecord<PrintedLeaf | undefined>;
      if (!fresh) context.cache.leaves.replay([record], context);
      if (!fresh && record.value) warnUnknownKeys(group[index] as RouteShape, scopes, record.value, context);
      if (entry) printed.push(entry);
    }
  }
  return printed;
}

function toContract(shape: RouteShape, leaf: PrintedLeaf, scopes: readonly RouteScope[]): ContractRoute {
  const { method, path, handler, controller, rootController } = shape;
  const text = joinLeaf(leaf, scopes, shape.keys);
  return { method, path, handler, controller, rootController, leaf: text, node: shape.route.decorator };
}

// A key a guard's `skipWhen` names, given a value only known at run time: the contract keeps the guard.
function warnUnknownKeys(shape: RouteShape, covering: readonly RouteScope[], leaf: PrintedLeaf, context: ScanContext) {
  if (![...shape.keys.values()].includes(undefined)) return;
  const scopes = [...covering, leaf.scope];
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
