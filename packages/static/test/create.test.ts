import { expect, test } from 'bun:test';
import { FwError } from '@fw/core';
import { join } from 'node:path';
import { StaticPlugin } from '../src/index.ts';
import { buildDist } from './build-dist.ts';

test('create() rejects a root that does not exist, or lacks the index file with spa, naming the path', async () => {
  const dist = buildDist();
  try {
    const missing = join(dist.base, 'web', 'dist');
    await expect(StaticPlugin.create({ root: missing, spa: true })).rejects.toThrow(
      `@fw/static: root "${missing}" does not exist`,
    );
    await expect(StaticPlugin.create({ root: dist.base, spa: true })).rejects.toThrow(
      `the index file "${join(dist.base, 'index.html')}" does not exist`,
    );
    // The core's error base, as every fw package throws; a bad option too.
    await expect(StaticPlugin.create({ root: missing })).rejects.toBeInstanceOf(FwError);
    await expect(StaticPlugin.create({ root: dist.root, spa: 'yes' } as never)).rejects.toBeInstanceOf(FwError);
  } finally {
    dist.remove();
  }
});

test('create() returns a plugin named for error messages', async () => {
  const dist = buildDist();
  try {
    const plugin = await StaticPlugin.create({ root: dist.root, spa: true });
    expect(plugin.name).toBe('@fw/static');
  } finally {
    dist.remove();
  }
});
