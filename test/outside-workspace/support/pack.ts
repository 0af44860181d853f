import { afterAll, beforeAll } from 'bun:test';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runOk, userEnv } from './run.ts';

export const repoRoot = resolve(import.meta.dir, '../../..');

export interface PackedPackage {
  readonly name: string;
  readonly tarball: string;
  /** The tarball's size and the unpacked size, in bytes. */
  readonly size: number;
  readonly unpackedSize: number;
  readonly files: readonly string[];
}

interface PackedEntry {
  name: string;
  filename: string;
  size: number;
  unpackedSize: number;
  files: string[];
}

/** Every publishable package under packages/, packed by `npm run pack:all`'s script (prepack builds dist/). */
export async function packAll(destination: string): Promise<Map<string, PackedPackage>> {
  await runOk('node', [join(repoRoot, 'scripts/pack-all.mjs'), destination], repoRoot, userEnv());
  const entries = JSON.parse(readFileSync(join(destination, 'packed.json'), 'utf8')) as PackedEntry[];
  return new Map(entries.map((entry) => [entry.name, { ...entry, tarball: join(destination, entry.filename) }]));
}

/** The packed packages of one test file, in a scratch folder outside the repository that its end removes. */
export interface PackedScratch {
  /** The scratch folder (the tarballs sit in its `tarballs/`). */
  readonly dir: () => string;
  readonly all: () => PackedPackage[];
  /** One package by name; a name that was not packed throws. */
  readonly get: (name: string) => PackedPackage;
}

export function usePackedScratch(label: string): PackedScratch {
  let dir = '';
  let packed = new Map<string, PackedPackage>();
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `fw-${label}-`));
    mkdirSync(join(dir, 'tarballs'));
    packed = await packAll(join(dir, 'tarballs'));
  }, 3 * 60_000);
  // Installed projects (with Bun's binary): seconds to delete on a busy machine.
  afterAll(() => rmSync(dir, { recursive: true, force: true }), 60_000);
  return {
    dir: () => dir,
    all: () => [...packed.values()],
    get: (name) => {
      const found = packed.get(name);
      if (!found) throw new Error(`${name} was not packed`);
      return found;
    },
  };
}
