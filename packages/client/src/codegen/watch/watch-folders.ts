import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface FolderWatcher {
  /** Watches exactly these folders from now on: new ones are added, the others closed. */
  set(folders: Iterable<string>): void;
  close(): void;
}

/**
 * One non-recursive `fs.watch` per folder of a set that changes (the sources' folders outside the root).
 * @example
 * const folders = watchFolders((file) => console.log('changed', file));
 * folders.set(['/repo/shared']);
 * folders.close();
 */
export function watchFolders(onChange: (file: string) => void): FolderWatcher {
  let watchers = new Map<string, FSWatcher>();
  const close = (): void => {
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
  return {
    set(folders) {
      const next = new Map<string, FSWatcher>();
      for (const folder of folders) {
        if (next.has(folder)) continue;
        const kept = watchers.get(folder);
        if (kept) {
          watchers.delete(folder);
          next.set(folder, kept);
          continue;
        }
        // Not there (or not readable): nothing in it can change the contract; the next set() tries again.
        const watcher = watchFolder(folder, onChange, (ended) => {
          if (watchers.get(folder) === ended) watchers.delete(folder);
        });
        if (watcher) next.set(folder, watcher);
      }
      close();
      watchers = next;
    },
    close,
  };
}

/**
 * One `fs.watch` on `folder`; a removed folder's watcher errors, is closed and handed to `onEnd`.
 * @example
 * const watcher = watchFolder('/repo/shared', (file) => console.log('changed', file), () => {});
 */
export function watchFolder(
  folder: string,
  onChange: (changed: string) => void,
  onEnd: (watcher: FSWatcher) => void,
): FSWatcher | undefined {
  let watcher: FSWatcher;
  try {
    watcher = watch(folder, (_event, name) => onChange(name ? path.join(folder, name.toString()) : folder));
  } catch {
    return undefined;
  }
  watcher.on('error', () => {
    watcher.close();
    onEnd(watcher);
  });
  return watcher;
}
