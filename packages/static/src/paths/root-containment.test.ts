import { afterAll, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findInRoot, isInside, isUnderRoot } from './root-containment.ts';

const base = mkdtempSync(join(tmpdir(), 'fw-static-contain-'));
const root = join(base, 'dist');
mkdirSync(join(root, 'sub'), { recursive: true });
mkdirSync(join(base, 'dist-secret'));
writeFileSync(join(root, 'sub', 'a.txt'), 'a');
writeFileSync(join(base, 'dist-secret', 'key.txt'), 'key');
symlinkSync(join(base, 'dist-secret', 'key.txt'), join(root, 'out.txt'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

test('isUnderRoot checks root + sep, so a sibling sharing the name prefix is outside', () => {
  expect(isUnderRoot('/srv/dist', '/srv/dist/a.js')).toBe(true);
  expect(isUnderRoot('/srv/dist', '/srv/dist-secret/key')).toBe(false);
  expect(isUnderRoot('/srv/dist', '/srv/dist')).toBe(false);
  expect(isUnderRoot('/', '/etc/hostname')).toBe(true);
});

test('isInside also refuses hidden segments of the real path', () => {
  expect(isInside('/srv/dist', '/srv/dist/.env')).toBe(false);
  expect(isInside('/srv/dist', '/srv/dist/.well-known/x')).toBe(true);
});

test('findInRoot finds files and resolves symlinks before the check', async () => {
  expect(await findInRoot(root, 'sub/a.txt')).toMatchObject({ realPath: join(root, 'sub', 'a.txt'), size: 1 });
  expect(await findInRoot(root, 'out.txt')).toBeNull();
  expect(await findInRoot(root, 'sub')).toBeNull();
  expect(await findInRoot(root, 'missing.txt')).toBeNull();
});
