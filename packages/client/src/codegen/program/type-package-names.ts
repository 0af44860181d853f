import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { readImportedPackages } from './ambient-packages.ts';

const DECLARED = /\b(?:interface|var|let|const|function|class|namespace|type|enum)\s+([A-Za-z_$][\w$]*)/g;
const REFERENCE = /\/\/\/\s*<reference\s+types\s*=\s*["']([^"']+)["']/g;

/**
 * Every name the `types` packages declare (and the packages they reference or import), read from their text without
 * parsing it: a superset of the `lib` globals they add members or overloads to (`Headers`, `setTimeout`...).
 * @example
 * readTypePackageNames(['bun'], compilerOptions, host, '/app/tsconfig.json').has('Headers'); // true
 */
export function readTypePackageNames(
  types: readonly string[],
  options: ts.CompilerOptions,
  host: ts.ModuleResolutionHost,
  tsconfig: string,
): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const pending: string[] = [];
  const follow = (name: string, containingFile: string) => {
    const resolution = ts.resolveTypeReferenceDirective(name, containingFile, options, host);
    const file = resolution.resolvedTypeReferenceDirective?.resolvedFileName;
    const root = file && readPackageRoot(file);
    if (root && !seen.has(root)) pending.push(root) && seen.add(root);
  };
  for (const name of types) follow(name, path.join(path.dirname(tsconfig), '__inferred type names__.ts'));
  for (let root = pending.pop(); root !== undefined; root = pending.pop()) {
    for (const file of listDeclarationFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const [, name = ''] of text.matchAll(DECLARED)) names.add(name);
      for (const [, name = ''] of text.matchAll(REFERENCE)) follow(name, file);
      for (const name of readImportedPackages(text)) follow(name, file);
    }
  }
  return names;
}

function readPackageRoot(file: string): string | undefined {
  const normalized = file.replaceAll('\\', '/');
  const at = normalized.lastIndexOf('/node_modules/');
  const name = /^\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(normalized.slice(at))?.[1];
  return at < 0 || !name ? undefined : `${normalized.slice(0, at)}/node_modules/${name}`;
}

function listDeclarationFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.d\.[cm]?ts$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(root, file));
}
