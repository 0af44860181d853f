import { expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dir, '../..');

test('every file ARCHITECTURE.md names exists in the package whose flow it describes', () => {
  const text = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8');
  const named = [...text.matchAll(/`([\w/-]+\.ts)`/g)].map((match) => match[1]!);
  expect(named.length).toBeGreaterThan(30);
  const missing = named.filter(
    (file) =>
      !['core', 'client', 'static', 'websocket'].some((pkg) => existsSync(join(root, 'packages', pkg, 'src', file))),
  );
  expect(missing).toEqual([]);
});
