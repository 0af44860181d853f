import path from 'node:path';
import { createGenerator, type Generator } from '../generator.ts';
import type { GenerateReport } from '../model.ts';
import type { GenerateOptions } from '../options.ts';
import { isWatchedUnder, watchDirectories } from './watch-directories.ts';
import { watchFolders } from './watch-folders.ts';

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
 * Generates, then regenerates on source changes, debounced; a tsconfig change rebuilds (README "Watch mode").
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
  // A listener may close the watcher from inside onReport/onError: nothing is watched after that.
  let closed = false;

  // A folder moved away is one event, for the folder: regenerate() lists the glob again without its files.
  const onChange = (file: string, folderGone = false): void => {
    if (closed) return;
    if (path.resolve(file) === output || file.startsWith(`${output}.`)) return;
    if (CONFIG.test(file)) configChanged = true;
    else if (SOURCE.test(file) || folderGone) changed.add(file);
    else return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, debounceMs);
  };
  const outside = watchFolders(onChange);
  // The folders outside the root that hold the project's sources (and its tsconfig's `extends`).
  const watchOutside = (): void => {
    if (closed) return;
    try {
      const folders = new Set(generator.readFiles().map((file) => path.dirname(path.resolve(file))));
      outside.set([...folders].filter((folder) => !isWatchedUnder(root, folder)));
    } catch (error) {
      listener.onError(error);
    }
  };
  const generateAndWatch = (next: () => GenerateReport): void => {
    try {
      listener.onReport(next());
    } catch (error) {
      listener.onError(error);
    }
    // After a failed generation too: the imports of a file with a syntax error are still read.
    watchOutside();
  };
  const run = (): void => {
    timer = undefined;
    const files = [...changed];
    changed = new Set();
    if (configChanged) {
      configChanged = false;
      generateAndWatch(() => {
        generator = createGenerator(options);
        return generator.generate();
      });
    } else {
      generateAndWatch(() => generator.regenerate(files));
    }
  };

  // Watch first: an edit made while the first generation runs must not be missed.
  const stop = watchDirectories(root, onChange);
  generateAndWatch(() => generator.generate());
  return {
    close: () => {
      closed = true;
      if (timer) clearTimeout(timer);
      stop();
      outside.close();
    },
  };
}
