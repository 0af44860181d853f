import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root, where every bench runs its servers from. */
export const repo = join(import.meta.dir, '../..');

/** Writes `bench/results/<name>.json`, the figures a README quotes. */
export function writeResults(name: string, report: unknown): void {
  const dir = join(repo, 'bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
}
