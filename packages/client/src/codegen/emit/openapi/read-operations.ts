import type ts from 'typescript';
import { pinTypes } from '../../cache/pin-types.ts';
import type { CodegenWarning, RouteShape, ScopeShape } from '../../model.ts';
import { readLeafShape } from '../../scan/read-leaf.ts';
import { readGuardsScope, readScope } from '../../scan/read-scope.ts';
import type { ScanContext } from '../../scan/scan-context.ts';
import type { ReadLeaves } from '../contract/contract-routes.ts';
import { coveringRuns } from '../covering-runs.ts';
import { createPieceContext, writeOperationPiece } from './operation-pieces.ts';
import type { DocumentParts } from './print-document.ts';
import { joinRecords, type MemoRecord } from '../../cache/node-memo.ts';
import type { OperationGroup, OperationRecord } from '../../cache/operation-record.ts';

/**
 * The document's parts in a generation: each route's operation replayed while its file, its covering scopes'
 * files and its metadata keys are as they were, else read and converted again with the types it reaches.
 * @example
 * const parts = readOperations(collectRoutes(files, context, setup).routes, context, leavesTheContractRead);
 * printOpenApiDocument(parts, { title: 'Users API' }).text;
 */
export function readOperations(
  routes: readonly RouteShape[],
  context: ScanContext,
  leaves: ReadLeaves = new Map(),
): DocumentParts & { warnings: CodegenWarning[]; reused: number } {
  const { cache, checker, order } = context;
  const warnings: CodegenWarning[] = [];
  const pieces = createPieceContext({
    checker,
    root: context.root,
    warnings,
    store: cache.schemas,
    pinned: pinTypes(context.program, checker),
    order,
  });
  // The scan's steps warn into the document's list: a replayed operation replays them.
  const scan: ScanContext = { ...context, warnings };
  const memo = { order, warnings, printer: pieces.converter };
  const scopes = new Map<ts.Node, ScopeShape>();
  const scopeOf = (node: ts.ClassDeclaration | ts.CallExpression): ScopeShape => {
    let scope = scopes.get(node);
    if (!scope)
      scopes.set(node, (scope = 'arguments' in node ? readGuardsScope(node.arguments, scan) : readScope(node, scan)));
    return scope;
  };
  const parts: DocumentParts['routes'][number][] = [];
  const readGroup = (group: readonly RouteShape[], covering: string): OperationGroup => {
    const records: MemoRecord<OperationRecord>[] = [];
    const found: DocumentParts['routes'][number][] = [];
    for (const route of group) {
      const stamp = route.keys.size === 0 ? covering : `${covering} ${JSON.stringify([...route.keys])}`;
      const read = () => {
        const known = leaves.get(route.route.decorator);
        const leaf = known?.has(route.path) ? known.get(route.path) : readLeafShape(route.route, route.path, scan);
        return { stamp, piece: leaf && writeOperationPiece(route, leaf, route.covering.map(scopeOf), pieces) };
      };
      const { decorator } = route.route;
      const record = cache.operations.read(decorator, route.path, memo, read, (kept) => kept.stamp === stamp);
      records.push(cache.operations.peek(decorator, route.path) as MemoRecord<OperationRecord>);
      if (record.piece) found.push({ route, piece: record.piece });
    }
    return { records: joinRecords(records), parts: found };
  };
  // A controller's routes come in a row and share their covering list: kept together, replayed as one while the
  // routes are the same entries (their files unchanged) under the same covering stamp.
  for (const { covering, routes: group } of coveringRuns(routes)) {
    const stamp = covering.map((node) => cache.stamp(node)).join(' ');
    let read = false;
    const kept = cache.operationGroups.read(covering, [stamp, ...group], () => {
      read = true;
      return readGroup(group, stamp);
    });
    if (!read) cache.operations.replayJoined(kept.records, memo);
    parts.push(...kept.parts);
  }
  const schemas = pieces.converter.records();
  // A body kept from an earlier generation warns again in this one.
  for (const schema of schemas) warnings.push(...schema.warnings);
  return { routes: parts, schemas, warnings, reused: cache.operations.hits };
}
