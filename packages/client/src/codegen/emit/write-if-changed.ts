import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `text` unless the file holds it already (a frontend watcher would loop), through a renamed temporary.
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
