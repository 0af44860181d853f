import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FoundFile } from '../paths/root-containment.ts';
import { isInside } from '../paths/root-containment.ts';
import { isHiddenPath } from '../paths/safe-path.ts';

/**
 * Every servable file under the real `root`, by relative path, with the per-request rules applied once.
 * @example
 * const files = await walkRoot('/srv/dist'); // Map { 'index.html' => { realPath, size, mtimeMs, ctimeMs }, ... }
 */
export async function walkRoot(root: string): Promise<Map<string, FoundFile>> {
  const files = new Map<string, FoundFile>();
  const pending: [directory: string, prefix: string, ancestors: ReadonlySet<string>][] = [[root, '', new Set([root])]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [directory, prefix, ancestors] = next;
    const entries = await readdir(directory, { withFileTypes: true });
    for (const entry of entries) {
      const relativePath = prefix + entry.name;
      if (isHiddenPath(relativePath)) continue;
      const found = await readEntry(root, directory, entry);
      if (found === null) continue;
      if (found.kind === 'file') files.set(relativePath, found.file);
      else if (!ancestors.has(found.realPath)) {
        pending.push([found.realPath, `${relativePath}/`, new Set([...ancestors, found.realPath])]);
      }
    }
  }
  return files;
}

type Entry =
  | { readonly kind: 'file'; readonly file: FoundFile }
  | { readonly kind: 'directory'; readonly realPath: string };

async function readEntry(root: string, directory: string, entry: Dirent): Promise<Entry | null> {
  const path = join(directory, entry.name);
  if (!entry.isFile() && !entry.isDirectory() && !entry.isSymbolicLink()) return null;
  const realPath = entry.isSymbolicLink() ? await realpath(path).catch(() => null) : path;
  if (realPath === null || !isInside(root, realPath)) return null;
  const info = await stat(realPath);
  if (info.isDirectory()) return { kind: 'directory', realPath };
  return info.isFile()
    ? { kind: 'file', file: { realPath, size: info.size, mtimeMs: info.mtimeMs, ctimeMs: info.ctimeMs } }
    : null;
}
