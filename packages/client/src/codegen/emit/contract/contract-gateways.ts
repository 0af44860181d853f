import ts from 'typescript';
import type { ContractGateway } from '../../model.ts';
import type { ScanContext } from '../../scan/scan-context.ts';
import { firstPerPath } from '../first-per-path.ts';
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
  return firstPerPath(found, context.root, context.warnings);
}
