import { afterAll, beforeAll } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

interface NpmPackEntry {
  name: string;
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string }[];
}

/** Every publishable package under packages/, packed by `npm pack` as a publisher would (prepack builds dist/). */
export async function packAll(destination: string): Promise<Map<string, PackedPackage>> {
  const packed = new Map<string, PackedPackage>();
  for (const dir of readdirSync(join(repoRoot, 'packages'))) {
    const folder = join(repoRoot, 'packages', dir);
    const manifestPath = join(folder, 'package.json');
    if (!existsSync(manifestPath) || JSON.parse(readFileSync(manifestPath, 'utf8')).private === true) continue;
    const json = await runOk('npm', ['pack', '--json', '--pack-destination', destination], folder, userEnv());
    // npm prints the lifecycle scripts' output before the JSON array.
    const [entry] = JSON.parse(json.slice(json.indexOf('\n[') + 1)) as NpmPackEntry[];
    if (entry === undefined) throw new Error(`npm pack of ${dir} printed no entry:\n${json}`);
    packed.set(entry.name, {
      name: entry.name,
      tarball: join(destination, entry.filename),
      size: entry.size,
      unpackedSize: entry.unpackedSize,
      files: entry.files.map((file) => file.path),
    });
  }
  return packed;
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
