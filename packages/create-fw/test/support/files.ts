import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Every file under `root` (relative, `/`-separated, sorted) with its content: a snapshot to compare. */
export function readTree(root: string): Record<string, string> {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  return Object.fromEntries(entries.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
}

/** A fresh temporary folder, removed by `cleanUp()`. */
export function createTempDirs(): { make(prefix: string, parent?: string): string; cleanUp(): void } {
  const made: string[] = [];
  return {
    make(prefix, parent = tmpdir()) {
      const dir = mkdtempSync(path.join(parent, prefix));
      made.push(dir);
      return dir;
    },
    cleanUp() {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
