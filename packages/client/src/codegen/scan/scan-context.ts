import type ts from 'typescript';
import type { ReplayOrder } from '../cache/replay-order.ts';
import type { ScanCache } from '../cache/scan-cache.ts';
import type { CodegenWarning } from '../model.ts';
import type { TypePrinter } from '../types/type-printer.ts';
import type { ModuleNames } from './fw-symbols.ts';

/** What every step of one generation shares: program, checker, cache; the printer is for the emitters. */
export interface ScanContext {
  readonly root: string;
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  /** `@fw/core`'s exports. */
  readonly names: ModuleNames;
  /** `@fw/websocket`'s exports. */
  readonly socketNames: ModuleNames;
  readonly printer: TypePrinter;
  readonly cache: ScanCache;
  readonly order: ReplayOrder;
  readonly warnings: CodegenWarning[];
}
