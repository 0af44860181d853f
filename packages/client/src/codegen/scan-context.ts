import type ts from 'typescript';
import { pinTypes } from './cache/pin-types.ts';
import { ReplayOrder } from './cache/replay-order.ts';
import type { ScanCache } from './cache/scan-cache.ts';
import type { CodegenWarning } from './model.ts';
import type { ResolvedOptions } from './options.ts';
import { CORE_MODULE, ModuleNames, WEBSOCKET_MODULE } from './scan/fw-symbols.ts';
import type { ScanContext } from './scan/scan-context.ts';
import { TypePrinter } from './types/type-printer.ts';

/** The context of one generation: the cache brought up to date, a fresh printer and warning list. */
export function createScanContext(program: ts.Program, cache: ScanCache, options: ResolvedOptions): ScanContext {
  const checker = program.getTypeChecker();
  cache.update(program, checker);
  const order = new ReplayOrder();
  // One list for the scanners and the printer, so records keep the printer's warnings too.
  const warnings: CodegenWarning[] = [];
  const printer = new TypePrinter(program, {
    importTypes: options.importTypes,
    root: options.root,
    warnings,
    aliases: cache.aliases,
    pinned: pinTypes(program, checker),
    order,
  });
  return {
    root: options.root,
    program,
    checker,
    names: new ModuleNames(checker, CORE_MODULE),
    socketNames: new ModuleNames(checker, WEBSOCKET_MODULE),
    printer,
    cache,
    order,
    warnings,
  };
}
