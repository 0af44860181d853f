import type { GenerateOptions } from './options.ts';
import { describeError, printReport, type ReportLog } from './print-report.ts';
import { watchContract, type ContractWatcher } from './watch.ts';

/**
 * `watchContract()` for the plugins: every generation prints its line and warnings to `log`, and
 * every error is printed rather than thrown. A project that cannot be read at all (no root, no
 * tsconfig) prints the error and watches nothing: the contract is a development aid, and the server
 * it runs in keeps serving.
 *
 * @example
 * const watcher = watchPrinting({ root: '/app/api' }, { info: console.log, warn: console.warn, error: console.error });
 * watcher?.close();
 */
export function watchPrinting(options: GenerateOptions, log: ReportLog): ContractWatcher | undefined {
  try {
    return watchContract(options, {
      onReport: (report) => printReport(report, log),
      onError: (error) => log.error(describeError(error)),
    });
  } catch (error) {
    log.error(describeError(error));
    return undefined;
  }
}
