// prepack/postpack of every fw package. In the workspace each export (and import) has a `bun` condition pointing
// at src/, so Bun runs the source and edits need no build; the tarball ships no src/, so `prepack` writes a
// package.json without those conditions and `postpack` puts the workspace one back.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const saved = '.package.workspace.json';
const step = process.argv[2];

if (step === 'write') {
  if (existsSync(saved)) throw new Error(`${saved} exists: a pack was interrupted; restore it to package.json first`);
  const text = readFileSync('package.json', 'utf8');
  writeFileSync(saved, text);
  writeFileSync('package.json', `${JSON.stringify(toPublished(JSON.parse(text)), null, 2)}\n`);
} else if (step === 'restore') {
  if (existsSync(saved)) renameSync(saved, 'package.json');
} else {
  throw new Error('usage: manifest.mjs write|restore');
}

function toPublished(manifest) {
  const published = { ...manifest, exports: withoutBunCondition(manifest.exports) };
  if (manifest.imports) published.imports = withoutBunCondition(manifest.imports);
  return published;
}

function withoutBunCondition(value) {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'bun')
      .map(([key, inner]) => [key, withoutBunCondition(inner)]),
  );
}
