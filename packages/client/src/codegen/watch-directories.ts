import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/** Folders never watched: dependencies, build output and dot-folders (.git, .cache...). */
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage']);

/**
 * Watches every folder under `root` with one non-recursive `fs.watch` each and calls `onChange`
 * with the absolute path of whatever changed. Node 20's recursive `fs.watch` does work on Linux,
 * but it descends into `node_modules` too (thousands of inotify watches in a real project); this
 * skips it, and picks up folders created later.
 *
 * @example
 * const stop = watchDirectories('/app/api', (file) => console.log('changed', file));
 * stop();
 */
export function watchDirectories(root: string, onChange: (file: string) => void): () => void {
  const watchers = new Map<string, FSWatcher>();
  const add = (directory: string): void => {
    if (watchers.has(directory)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(directory, (_event, name) => {
        const changed = name ? path.join(directory, name.toString()) : directory;
        if (isDirectory(changed) && !isSkipped(changed)) add(changed);
        onChange(changed);
      });
    } catch {
      return;
    }
    // A removed folder ends its watcher with an error; forget it so a new one can be added.
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(directory);
    });
    watchers.set(directory, watcher);
    for (const entry of readEntries(directory)) {
      const child = path.join(directory, entry.name);
      if (entry.isDirectory() && !isSkipped(child)) add(child);
    }
  };
  add(root);
  return () => {
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
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
