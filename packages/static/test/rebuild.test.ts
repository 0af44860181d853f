import { afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningApp, RuntimeVariant } from '../../core/test/runtimes/runtime-process.ts';
import { RUNTIMES } from '../../core/test/runtimes/runtime-process.ts';
import type { StaticOptions } from '../src/index.ts';
import type { BuiltDist } from './build-dist.ts';
import { buildDist } from './build-dist.ts';
import { buildServedForNode, startServed, stopServed } from './every-mode.ts';

type Mode = Pick<StaticOptions, 'alwaysStatic' | 'maxMemoryFileSize'>;

let dist: BuiltDist | undefined;
let app: RunningApp | undefined;

beforeAll(buildServedForNode, 180_000);
afterEach(async () => {
  await stopServed(app);
  dist?.remove();
});

async function rebuildAndFetch(
  runtime: RuntimeVariant,
  mode: Mode,
): Promise<{ before: string; after: string; added: number }> {
  dist = buildDist();
  app = await startServed(runtime, { root: dist.root, ...mode, spa: true });
  const url = (path: string) => new URL(path, app?.url);
  const before = await (await fetch(url('/robots.txt'))).text();
  writeFileSync(join(dist.root, 'robots.txt'), 'Disallow: /rebuilt\n');
  writeFileSync(join(dist.root, 'new-file.txt'), 'new');
  const after = await (await fetch(url('/robots.txt'))).text();
  const added = (await fetch(url('/new-file.txt'))).status;
  return { before, after, added };
}

for (const runtime of RUNTIMES) {
  describe(`on ${runtime.name}`, () => {
    test('alwaysStatic: false reads per request, so a rebuilt frontend shows without a restart', async () => {
      const { before, after, added } = await rebuildAndFetch(runtime, { alwaysStatic: false });
      expect(before).toBe('User-agent: *\n');
      expect(after).toBe('Disallow: /rebuilt\n');
      expect(added).toBe(200);
    });

    test('alwaysStatic: true serves what was loaded at create(), whatever the disk says later', async () => {
      const { before, after, added } = await rebuildAndFetch(runtime, { alwaysStatic: true });
      expect(before).toBe('User-agent: *\n');
      expect(after).toBe('User-agent: *\n');
      expect(added).toBe(404);
    });

    test('alwaysStatic: a file above maxMemoryFileSize is read per request; the files stay those of create()', async () => {
      const { before, after, added } = await rebuildAndFetch(runtime, { alwaysStatic: true, maxMemoryFileSize: 10 });
      expect(before).toBe('User-agent: *\n');
      expect(after).toBe('Disallow: /rebuilt\n');
      expect(added).toBe(404);
    });
  });
}
