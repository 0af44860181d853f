import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What this process last wrote or read in each file, with the file's identity then: it need not be read again. */
const known = new Map<string, { readonly text: string; readonly stamp: string }>();

/**
 * Writes `text` unless the file holds it already (a frontend watcher would loop), through a renamed temporary.
 * @example
 * writeIfChanged('/app/web/src/generated/app.ts', text); // false when nothing changed
 */
export function writeIfChanged(file: string, text: string): boolean {
  const last = known.get(file);
  const stamp = readStamp(file);
  const current = last && last.stamp === stamp ? last.text : readText(file);
  if (current === text) {
    if (stamp !== undefined) known.set(file, { text, stamp });
    return false;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  const written = readStamp(file);
  if (written === undefined) known.delete(file);
  else known.set(file, { text, stamp: written });
  return true;
}

// Another writer changes the inode (a rename), or the change time, which no program sets: either reads it again.
function readStamp(file: string): string | undefined {
  const stat = statSync(file, { bigint: true, throwIfNoEntry: false });
  return stat && `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
