// The generator's outputs are written only when their text changes, and a file someone else changed since is
// never trusted to hold what was written last: it is read again, whatever its size.
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeIfChanged } from '../../src/codegen/emit/write-if-changed.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'fw-write-if-changed-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test("the same text is not written twice; another writer's edit of the same size is written over", () => {
  const file = path.join(folder, 'nested/app.ts');
  expect(writeIfChanged(file, 'export type A = 1;\n')).toBe(true);
  expect(writeIfChanged(file, 'export type A = 1;\n')).toBe(false);
  writeFileSync(file, 'export type A = 2;\n');
  expect(writeIfChanged(file, 'export type A = 1;\n')).toBe(true);
  expect(readFileSync(file, 'utf8')).toBe('export type A = 1;\n');
  rmSync(file);
  expect(writeIfChanged(file, 'export type A = 1;\n')).toBe(true);
});

test('a file that already holds the text, written by no one in this process, is left as it is', () => {
  const file = path.join(folder, 'kept.json');
  writeFileSync(file, '{}\n');
  expect(writeIfChanged(file, '{}\n')).toBe(false);
  writeFileSync(file, '[]\n');
  expect(writeIfChanged(file, '{}\n')).toBe(true);
});
