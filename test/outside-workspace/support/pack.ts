import { readdirSync, readFileSync, existsSync } from 'node:fs';
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
