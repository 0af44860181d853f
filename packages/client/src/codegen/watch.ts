import path from 'node:path';
import { createGenerator, type GenerateReport, type Generator } from './generator.ts';
import type { GenerateOptions } from './options.ts';
import { watchDirectories } from './watch-directories.ts';

export interface WatchListener {
  /** After the first generation and after every regeneration. */
  onReport(report: GenerateReport): void;
  /** When a generation throws (for example the tsconfig was deleted); watching goes on. */
  onError(error: unknown): void;
}

export interface ContractWatcher {
  /** Stops watching; a pending regeneration is cancelled. */
  close(): void;
}

const SOURCE = /\.(?:[cm]?ts|tsx)$/;
const CONFIG = /(?:^|[\\/])tsconfig[^\\/]*\.json$/;

/**
 * Generates once, then regenerates whenever a source file under the API root changes: changes are
 * collected for `debounceMs` (an editor's save is often several events) and passed to
 * `regenerate()`, which reuses the previous program. A file with a syntax error yields warnings and
 * leaves the last good contract in place. A change to a tsconfig file rebuilds the generator.
 *
 * @example
 * const watcher = watchContract({ root: 'api' }, {
 *   onReport: (report) => console.log(report.routes, 'routes'),
 *   onError: (error) => console.error(error),
 * });
 * process.on('SIGINT', () => watcher.close());
 */
export function watchContract(options: GenerateOptions, listener: WatchListener, debounceMs = 50): ContractWatcher {
  let generator: Generator = createGenerator(options);
  const { root, output } = generator.options;
  let changed = new Set<string>();
  let configChanged = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = (): void => {
    timer = undefined;
    const files = [...changed];
    changed = new Set();
    try {
      if (configChanged) {
        configChanged = false;
        generator = createGenerator(options);
        listener.onReport(generator.generate());
      } else {
        listener.onReport(generator.regenerate(files));
      }
    } catch (error) {
      listener.onError(error);
    }
  };

  // Watch first: an edit made while the first generation runs must not be missed.
  const stop = watchDirectories(root, (file) => {
    if (path.resolve(file) === output || file.startsWith(`${output}.`)) return;
    if (CONFIG.test(file)) configChanged = true;
    else if (SOURCE.test(file)) changed.add(file);
    else return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, debounceMs);
  });
  try {
    listener.onReport(generator.generate());
  } catch (error) {
    listener.onError(error);
  }
  return {
    close: () => {
      if (timer) clearTimeout(timer);
      stop();
    },
  };
}
