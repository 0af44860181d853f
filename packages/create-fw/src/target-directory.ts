import { readdirSync, statSync } from 'node:fs';
import { errors } from './errors.ts';

/** Entries a directory may hold and still count as empty: a fresh `git init`, as for create-vite. */
const IGNORED = new Set(['.git']);

/**
 * Throws unless `target` is missing or an empty directory, so nothing is ever overwritten.
 * `shown` is how messages name it (the path the user typed).
 */
export function assertEmptyTarget(target: string, shown: string): void {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return;
  if (!stats.isDirectory()) throw errors.notADirectory(shown);
  const entries = readdirSync(target)
    .filter((entry) => !IGNORED.has(entry))
    .sort();
  if (entries.length > 0) throw errors.notEmpty(shown, entries);
}
