// The Node run's entry: every behaviour test file but the Bun-only ones, loaded in one process under node:test.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import '../../../../test/on-node/node20.ts';
import { endOfFile } from '../../../../test/on-node/bun-test.ts';
import { endWhenTestsEnd } from '../../../../test/on-node/end-of-run.ts';
import { BUN_ONLY } from './bun-only.ts';

const TESTS = path.resolve(import.meta.dirname, '..');
const names = readdirSync(TESTS)
  .filter((name) => name.endsWith('.test.js') && !(name.replace(/\.js$/, '.ts') in BUN_ONLY))
  .sort();
for (const name of names) {
  await import(pathToFileURL(path.join(TESTS, name)).href);
  await endOfFile();
}
endWhenTestsEnd();
