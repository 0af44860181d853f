import { afterAll, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { walkRoot } from './walk-root.ts';

const base = mkdtempSync(join(tmpdir(), 'fw-static-walk-'));
const root = join(base, 'dist');
mkdirSync(join(root, 'a', 'b'), { recursive: true });
mkdirSync(join(root, '.well-known'));
mkdirSync(join(root, '.cache'));
mkdirSync(join(base, 'dist-secret'));
writeFileSync(join(root, 'index.html'), 'i');
writeFileSync(join(root, 'a', 'b', 'c.js'), 'c');
writeFileSync(join(root, '.env'), 'secret');
writeFileSync(join(root, '.cache', 'x'), 'x');
writeFileSync(join(root, '.well-known', 'security.txt'), 's');
writeFileSync(join(base, 'dist-secret', 'key.txt'), 'k');
symlinkSync(root, join(root, 'a', 'loop'));
symlinkSync(join(root, 'a', 'b'), join(root, 'alias'));
symlinkSync(join(base, 'dist-secret'), join(root, 'out'));
symlinkSync(join(root, '.env'), join(root, 'env.txt'));
symlinkSync(join(root, 'missing'), join(root, 'dangling.txt'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

test('indexes servable files only, follows in-root symlinks, stops at loops', async () => {
  const files = await walkRoot(root);
  expect([...files.keys()].sort()).toEqual(['.well-known/security.txt', 'a/b/c.js', 'alias/c.js', 'index.html']);
  expect(files.get('alias/c.js')?.realPath).toBe(join(root, 'a', 'b', 'c.js'));
});
