import ts from 'typescript';
import type { ContractGateway } from '../../model.ts';
import { createWarning } from '../../report/warning.ts';
import type { ScanContext } from '../../scan/scan-context.ts';
import { readGateway } from '../../scan/scan-gateway.ts';
import { printGateway } from './print-gateway.ts';

/**
 * Every `@Gateway(path)` class, read and printed (the cache keeps the printed form), by path; a second on one
 * path is skipped with a warning, as the server refuses it.
 * @example
 * const gateways = collectGateways(files, context); // [{ path: '/ws/chat', gateway: 'ChatGateway', leaf, node }]
 */
export function collectGateways(files: readonly ts.SourceFile[], context: ScanContext): ContractGateway[] {
  const found: ContractGateway[] = [];
  for (const file of files) {
    for (const statement of file.statements) {
      // A class without decorators is no gateway: not even a record is kept for it.
      if (!ts.isClassDeclaration(statement) || !ts.getDecorators(statement)) continue;
      const gateway = context.cache.gateways.read(statement, '', context, () => {
        const shape = readGateway(statement, context);
        return shape && printGateway(shape, context);
      });
      if (gateway) found.push(gateway);
    }
  }
  const fileOf = (gateway: ContractGateway) => gateway.node.getSourceFile().fileName;
  const sorted = found.sort(
    (a, b) => compare(a.path, b.path) || compare(fileOf(a), fileOf(b)) || a.node.pos - b.node.pos,
  );
  const byPath = new Map<string, ContractGateway>();
  return sorted.filter((gateway) => {
    const first = byPath.get(gateway.path);
    if (!first) return byPath.set(gateway.path, gateway);
    const reason = `gateway ${gateway.gateway} skipped: ${first.gateway} already declares the path ${gateway.path}`;
    context.warnings.push(createWarning(context.root, gateway.node, reason));
    return false;
  });
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
