import type ts from 'typescript';
import { pinTypes } from '../../cache/pin-types.ts';
import type { CodegenWarning, RouteShape, ScopeShape } from '../../model.ts';
import { readLeafShape } from '../../scan/read-leaf.ts';
import { readGuardsScope, readScope } from '../../scan/read-scope.ts';
import type { ScanContext } from '../../scan/scan-context.ts';
import type { ReadLeaves } from '../contract/contract-routes.ts';
import { createPieceContext, writeOperationPiece } from './operation-pieces.ts';
import type { DocumentParts } from './print-document.ts';

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
  // A controller's routes share their covering list: its stamp is made once.
  const coveringStamps = new Map<RouteShape['covering'], string>();
  const parts: DocumentParts['routes'][number][] = [];
  for (const route of routes) {
    let covering = coveringStamps.get(route.covering);
    if (covering === undefined)
      coveringStamps.set(route.covering, (covering = route.covering.map((node) => cache.stamp(node)).join(' ')));
    const stamp = route.keys.size === 0 ? covering : `${covering} ${JSON.stringify([...route.keys])}`;
    const read = () => {
      const known = leaves.get(route.route.decorator);
      const leaf = known?.has(route.path) ? known.get(route.path) : readLeafShape(route.route, route.path, scan);
      return { stamp, piece: leaf && writeOperationPiece(route, leaf, route.covering.map(scopeOf), pieces) };
    };
    const record = cache.operations.read(route.route.decorator, route.path, memo, read, (kept) => kept.stamp === stamp);
    if (record.piece) parts.push({ route, piece: record.piece });
  }
  const schemas = pieces.converter.records();
  // A body kept from an earlier generation warns again in this one.
  for (const schema of schemas) warnings.push(...schema.warnings);
  return { routes: parts, schemas, warnings, reused: cache.operations.hits };
}
