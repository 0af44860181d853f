import { constants, copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** npm pack leaves out every file named `.gitignore`, so templates store it as `_gitignore` (as create-vite). */
const RENAMED: ReadonlyMap<string, string> = new Map([['_gitignore', '.gitignore']]);

/**
 * Copies every file under `from` to the same place under `to`, one by one, renaming as above.
 * A file that already exists is an error (`COPYFILE_EXCL`), never overwritten. Returns the written
 * paths, relative to `base`, with `/` separators.
 */
export function copyFiles(from: string, to: string, base: string): string[] {
  mkdirSync(to, { recursive: true });
  return readdirSync(from, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const source = path.join(from, entry.name);
      const target = path.join(to, RENAMED.get(entry.name) ?? entry.name);
      if (entry.isDirectory()) return copyFiles(source, target, base);
      copyFileSync(source, target, constants.COPYFILE_EXCL);
      return [path.relative(base, target).split(path.sep).join('/')];
    });
}
