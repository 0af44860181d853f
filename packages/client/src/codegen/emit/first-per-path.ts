import type ts from 'typescript';
import type { CodegenWarning } from '../model.ts';
import { createWarning } from '../report/warning.ts';

/** What both a scanned and a printed gateway carry: its path, its class name and its `@Gateway` decorator. */
interface PathOwner {
  readonly path: string;
  readonly gateway: string;
  readonly node: ts.Node;
}

/**
 * Gateways by path, then file and position; a second on one path is skipped with a warning, as the server
 * refuses it (README "Gateways"). The contract and the AsyncAPI document keep the same ones.
 * @example
 * firstPerPath(gateways, root, warnings).map((gateway) => gateway.path); // ['/plain', '/ws/chat']
 */
export function firstPerPath<G extends PathOwner>(
  gateways: readonly G[],
  root: string,
  warnings: CodegenWarning[],
): G[] {
  const fileOf = (gateway: G) => gateway.node.getSourceFile().fileName;
  const sorted = [...gateways].sort(
    (a, b) => compare(a.path, b.path) || compare(fileOf(a), fileOf(b)) || a.node.pos - b.node.pos,
  );
  const byPath = new Map<string, G>();
  return sorted.filter((gateway) => {
    const first = byPath.get(gateway.path);
    if (!first) return byPath.set(gateway.path, gateway);
    const reason = `gateway ${gateway.gateway} skipped: ${first.gateway} already declares the path ${gateway.path}`;
    warnings.push(createWarning(root, gateway.node, reason));
    return false;
  });
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
