// Lists the golden fixtures: each folder of test/fixtures with a tsconfig.json is one tiny API project,
// with its expected contract (app.ts), expected warnings (warnings.txt) and type test (types.check.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GenerateOptions } from '../../src/codegen/options.ts';

export const FIXTURES = path.resolve(import.meta.dir, '../fixtures');

export interface FixtureCase {
  readonly name: string;
  readonly root: string;
  readonly options: GenerateOptions;
}

export function listFixtures(): FixtureCase[] {
  return readdirSync(FIXTURES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(FIXTURES, entry.name, 'tsconfig.json')))
    .map((entry) => {
      const root = path.join(FIXTURES, entry.name);
      const extra = path.join(root, 'fixture.json');
      const options = existsSync(extra) ? (JSON.parse(readFileSync(extra, 'utf8')) as GenerateOptions) : {};
      return { name: entry.name, root, options: { ...options, root, output: 'app.ts' } };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
