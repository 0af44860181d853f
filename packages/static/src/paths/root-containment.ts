import { realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isHiddenPath } from './safe-path.ts';

/** A file found under the root: its real path and the stat fields a representation needs. */
export interface FoundFile {
  readonly realPath: string;
  readonly size: number;
  readonly mtimeMs: number;
  readonly ctimeMs: number;
}

/**
 * Finds `relativePath` under the real `root`: its real path must stay below it and carry no dotfile.
 * @example
 * await findInRoot('/srv/dist', 'assets/app.js'); // { realPath: '/srv/dist/assets/app.js', size, mtimeMs, ctimeMs }
 */
export async function findInRoot(root: string, relativePath: string): Promise<FoundFile | null> {
  let realPath: string;
  try {
    realPath = await realpath(join(root, relativePath));
  } catch {
    return null;
  }
  if (!isInside(root, realPath)) return null;
  const info = await stat(realPath).catch(() => null);
  if (info === null || !info.isFile()) return null;
  return { realPath, size: info.size, mtimeMs: info.mtimeMs, ctimeMs: info.ctimeMs };
}

/** True when `realPath` is strictly below `root` and no segment of its path under `root` is hidden. */
export function isInside(root: string, realPath: string): boolean {
  return isUnderRoot(root, realPath) && !isHiddenPath(relative(root, realPath).split(sep).join('/'));
}

/** Checks against `root + sep`, so `/srv/dist-secret` is not under `/srv/dist`. */
export function isUnderRoot(root: string, realPath: string): boolean {
  return realPath.startsWith(root.endsWith(sep) ? root : root + sep);
}
