import type { GenerateReport } from '../model.ts';
import type { GenerateOptions } from '../options.ts';
import { describeError, printReport, type ReportLog } from '../report/print-report.ts';
import { watchContract, type ContractWatcher } from './watch-contract.ts';

/**
 * `watchContract()` for the plugins: errors are printed, not thrown (the server keeps serving).
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
