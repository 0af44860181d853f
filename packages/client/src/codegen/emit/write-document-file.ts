import path from 'node:path';
import { writeIfChanged } from './write-if-changed.ts';

/** What a document command found: how many entries, how to say them, and how to say none. */
export interface DocumentCount {
  readonly count: number;
  readonly label: string;
  readonly none: string;
}

/**
 * Writes a document as JSON unless a scanned file does not parse (a partial document: the last good one is kept)
 * or it holds nothing (`skipped`: the summary line says why).
 */
export function writeDocumentFile(
  output: string,
  document: unknown,
  found: DocumentCount,
  broken: boolean,
  started: number,
): { summary: string; skipped: boolean } {
  const file = path.relative(process.cwd(), output) || output;
  if (found.count === 0 || broken) {
    const reason = broken ? 'a scanned file does not parse' : found.none;
    return { summary: `@fw/client: did not write ${file}: ${reason}`, skipped: true };
  }
  const state = writeIfChanged(output, `${JSON.stringify(document, null, 2)}\n`) ? 'wrote' : 'unchanged';
  const ms = Math.round(performance.now() - started);
  return { summary: `@fw/client: ${state} ${file}: ${found.label}, ${ms} ms`, skipped: false };
}
