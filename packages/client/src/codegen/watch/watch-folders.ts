import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface FolderWatcher {
  /** Watches exactly these folders from now on: new ones are added, the others closed. */
  set(folders: Iterable<string>): void;
  close(): void;
}

/**
 * One non-recursive `fs.watch` per folder of a set that changes over time (the folders of the
 * project's source files outside the API root), calling `onChange` with the absolute path of
 * whatever changed in one of them. A folder that cannot be watched (gone, no permission) is skipped
 * until the next `set()`.
 *
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
        // Not there (or not readable): nothing in it can change the contract right now. A folder
        // removed later is forgotten; the next set() adds it again if it is back.
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
 * One non-recursive `fs.watch` on `folder`, calling `onChange` with the absolute path of what changed
 * in it (the folder itself when the platform names nothing). A removed folder ends its watcher with an
 * error: the watcher is closed and handed to `onEnd`, so its owner can forget it. `undefined` when the
 * folder cannot be watched (gone, not readable).
 *
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
