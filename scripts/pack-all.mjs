// `npm run pack:all [-- <folder>]`: every publishable package under packages/ packed by `npm pack` (prepack builds
// dist/) into one folder, default packed/, with packed.json listing each tarball, its sizes and files. create-fw
// takes that folder (`--packages`) to install fw from it before it is published. Plain Node, no dependency.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The environment of a user's shell: the `npm run` that started this would hand npm pack its own settings. */
function cleanEnv() {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_')));
}

/** Packs every package that is not private into `destination`; returns npm's entries, trimmed. */
export function packAll(destination) {
  mkdirSync(destination, { recursive: true });
  // A tarball of an older version would be taken for a current one.
  for (const file of readdirSync(destination)) if (file.endsWith('.tgz')) rmSync(join(destination, file));
  const packed = [];
  for (const dir of readdirSync(join(root, 'packages')).sort()) {
    const manifest = join(root, 'packages', dir, 'package.json');
    if (!existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).private === true) continue;
    const result = spawnSync('npm', ['pack', '--json', '--pack-destination', destination], {
      cwd: join(root, 'packages', dir),
      env: cleanEnv(),
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`npm pack of packages/${dir} failed:\n${result.stdout}${result.stderr}`);
    // npm prints the lifecycle scripts' output before the JSON array.
    const [entry] = JSON.parse(result.stdout.slice(result.stdout.indexOf('\n[') + 1));
    const { name, version, filename, size, unpackedSize } = entry;
    packed.push({ name, version, filename, size, unpackedSize, files: entry.files.map((file) => file.path) });
  }
  writeFileSync(join(destination, 'packed.json'), `${JSON.stringify(packed, null, 2)}\n`);
  return packed;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const destination = resolve(process.argv[2] ?? join(root, 'packed'));
  const packed = packAll(destination);
  const shown = relative(process.cwd(), destination) || '.';
  const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const { filename, size, unpackedSize } of packed) {
    console.log(`${join(shown, filename)}  ${kB(size)} packed, ${kB(unpackedSize)} unpacked`);
  }
  const creator = packed.find((entry) => entry.name === 'create-fw');
  if (creator) {
    console.log(
      `\nA project from these tarballs (from the folder that will hold it):\n  npx --yes --package ` +
        `${join(destination, creator.filename)} create-fw my-app --packages ${destination}`,
    );
  }
}
