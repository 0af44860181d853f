import type { GenerateReport } from '../model.ts';
import type { GenerateOptions } from '../options.ts';
import { describeError, printReport, type ReportLog } from '../report/print-report.ts';
import { watchContract, type ContractWatcher } from './watch-contract.ts';

/**
 * `watchContract()` for the plugins: every generation prints its line and warnings to `log`, and
 * every error is printed rather than thrown. A project that cannot be read at all (no root, no
 * tsconfig) prints the error and watches nothing: the contract is a development aid, and the server
 * it runs in keeps serving. `afterReport` runs after each generation's lines are printed (the server
 * plugin checks the contract against the app's routes there).
 *
 * @example
 * const watcher = watchPrinting({ root: '/app/api' }, { info: console.log, warn: console.warn, error: console.error });
 * watcher?.close();
 */
export function watchPrinting(
  options: GenerateOptions,
  log: ReportLog,
  afterReport?: (report: GenerateReport) => void,
): ContractWatcher | undefined {
  try {
    return watchContract(options, {
      onReport: (report) => {
        printReport(report, log);
        afterReport?.(report);
      },
      onError: (error) => log.error(describeError(error)),
    });
  } catch (error) {
    log.error(describeError(error));
    return undefined;
  }
}
