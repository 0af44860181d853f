import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `text` to `file` unless the file already holds exactly that, so a frontend watcher that
 * imports the contract does not rebuild (or loop) on an identical regeneration. The write goes to a
 * temporary file renamed into place, so a watcher never reads half a contract.
 *
 * @example
 * writeIfChanged('/app/web/src/generated/app.ts', text); // false when nothing changed
 */
export function writeIfChanged(file: string, text: string): boolean {
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === text) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  return true;
}
