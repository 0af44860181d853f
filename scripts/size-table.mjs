// `npm run readme:sizes`: the root README's size table (tarball and unpacked sizes as `npm pack` reports them),
// rewritten from packed/packed.json, which `npm run pack:all` writes. test/outside-workspace checks it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ROW = /^\| `([^`]+)` \| ([\d.]+ kB) \| ([\d.]+ kB) \|/;

/** The README with each package row's two size cells set from `entries`; the `Needs` cells are kept. */
export function updateSizeTable(readme, entries) {
  const sizes = new Map(entries.map((entry) => [entry.name, entry]));
  return readme
    .split('\n')
    .map((line) => {
      const match = ROW.exec(line);
      const entry = match && sizes.get(match[1]);
      if (!entry) return line;
      return `| \`${entry.name}\` | ${kB(entry.size)} | ${kB(entry.unpackedSize)} |${line.slice(match[0].length)}`;
    })
    .join('\n');
}

/** Each row of the README's table: name, tarball and unpacked sizes in kB. */
export function readSizeTable(readme) {
  return readme
    .split('\n')
    .map((line) => ROW.exec(line))
    .filter((match) => match !== null)
    .map(([, name, size, unpacked]) => ({
      name,
      size: Number.parseFloat(size),
      unpacked: Number.parseFloat(unpacked),
    }));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const entries = JSON.parse(readFileSync(resolve(process.argv[2] ?? join(root, 'packed'), 'packed.json'), 'utf8'));
  const file = join(root, 'README.md');
  writeFileSync(file, updateSizeTable(readFileSync(file, 'utf8'), entries));
  for (const { name, size, unpackedSize } of entries) console.log(`${name}: ${kB(size)}, ${kB(unpackedSize)}`);
}
