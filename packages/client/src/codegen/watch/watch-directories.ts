import { readdirSync, statSync, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { watchFolder } from './watch-folders.ts';

/** Folders never watched: dependencies, build output and dot-folders (.git, .cache...). */
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage']);

interface Watched {
  readonly watcher: FSWatcher;
  /** Tells the folder from another one later moved to the same path. */
  readonly ino: number;
}

/**
 * One `fs.watch` per folder under `root` but `node_modules` (README "Watch mode"); `folderGone` for one moved away.
 * @example
 * const stop = watchDirectories('/app/api', (file, folderGone) => console.log('changed', file, folderGone));
 * stop();
 */
export function watchDirectories(root: string, onChange: (file: string, folderGone: boolean) => void): () => void {
  const watchers = new Map<string, Watched>();
  // Closes the watchers of `directory` and of the folders under it; false when it had none.
  const remove = (directory: string): boolean => {
    let removed = false;
    for (const [watched, { watcher }] of watchers) {
      if (watched === directory || watched.startsWith(directory + path.sep)) {
        watcher.close();
        watchers.delete(watched);
        removed = true;
      }
    }
    return removed;
  };
  // `arrived`: the folder appeared after startup, so the files already in it are changes.
  const add = (directory: string, arrived: boolean): void => {
    const ino = statSync(directory, { throwIfNoEntry: false })?.ino;
    if (ino === undefined || watchers.get(directory)?.ino === ino) return;
    remove(directory);
    const onFolderChange = (changed: string): void => {
      if (!isDirectory(changed)) return onChange(changed, remove(changed));
      if (!isSkipped(changed)) add(changed, true);
      onChange(changed, false);
    };
    // A removed folder is forgotten, so a new one at its path can be added.
    const watcher = watchFolder(directory, onFolderChange, (ended) => {
      if (watchers.get(directory)?.watcher === ended) watchers.delete(directory);
    });
    if (!watcher) return;
    watchers.set(directory, { watcher, ino });
    // Listed after the watcher starts, so a file that lands in between is reported at least once.
    for (const entry of readEntries(directory)) {
      const child = path.join(directory, entry.name);
      if (!entry.isDirectory()) {
        if (arrived) onChange(child, false);
      } else if (!isSkipped(child)) {
        add(child, arrived);
      }
    }
  };
  add(root, false);
  return () => {
    for (const { watcher } of watchers.values()) watcher.close();
    watchers.clear();
  };
}

/** Whether `watchDirectories(root)` watches `directory`: inside `root`, through no skipped folder. */
export function isWatchedUnder(root: string, directory: string): boolean {
  const relative = path.relative(root, directory);
  if (relative === '') return true;
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) return false;
  return !relative.split(path.sep).some(isSkipped);
}

function isSkipped(directory: string): boolean {
  const name = path.basename(directory);
  return name.startsWith('.') || SKIPPED.has(name);
}

function isDirectory(target: string): boolean {
  return statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function readEntries(directory: string): import('node:fs').Dirent[] {
  try {
    return readdirSync(directory, { withFileTypes: true });
  } catch {
    return [];
  }
}
