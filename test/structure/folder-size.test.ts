// No source folder holds more than 20 files (unit tests beside their file count too), so a folder
// stays a map a reader takes in at a glance.
import { afterAll, expect, test } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LIMIT = 20;
const REPO = path.resolve(import.meta.dir, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'fw-folder-size-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Each folder under `packages/<name>/src` of `root` that holds more than `limit` files, with its count. */
function listCrowdedFolders(root: string, limit: number): string[] {
  const packages = path.join(root, 'packages');
  const sources = readdirSync(packages)
    .map((name) => path.join(packages, name, 'src'))
    .filter((folder) => existsSync(folder));
  const folders = sources.flatMap((source) => [
    source,
    ...readdirSync(source, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  ]);
  return folders
    .map((folder) => ({ folder, files: readdirSync(folder, { withFileTypes: true }).filter((e) => e.isFile()).length }))
    .filter(({ files }) => files > limit)
    .map(({ folder, files }) => `${path.relative(root, folder)}: ${files} files`);
}

test(`no folder under packages/*/src holds more than ${LIMIT} files`, () => {
  expect(listCrowdedFolders(REPO, LIMIT)).toEqual([]);
});

test('a folder of 21 files is named, at any depth; 20 files and sub-folders pass', () => {
  const write = (folder: string, count: number) => {
    mkdirSync(folder, { recursive: true });
    for (let i = 0; i < count; i++) writeFileSync(path.join(folder, `file-${i}.ts`), '');
  };
  write(path.join(scratch, 'packages/a/src'), LIMIT);
  for (let i = 0; i < 5; i++) mkdirSync(path.join(scratch, `packages/a/src/folder-${i}`));
  write(path.join(scratch, 'packages/a/src/deep/deeper'), LIMIT + 1);
  write(path.join(scratch, 'packages/b/src'), LIMIT + 1);
  write(path.join(scratch, 'packages/b/test'), LIMIT + 5);
  mkdirSync(path.join(scratch, 'packages/c'));
  expect(listCrowdedFolders(scratch, LIMIT).sort()).toEqual([
    `packages/a/src/deep/deeper: ${LIMIT + 1} files`,
    `packages/b/src: ${LIMIT + 1} files`,
  ]);
});
