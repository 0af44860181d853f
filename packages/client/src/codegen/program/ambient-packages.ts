import path from 'node:path';
import ts from 'typescript';

const PACKAGE = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//;
const SPECIFIER = /(?:\bfrom|\bimport|\bimport\s*\()\s*["']([^"'\n]+)["']/g;
// `undici-types` of `undici-types/fetch`; nothing for a relative path or `node:fs`.
const BARE_PACKAGE = /^((?:@[\w.-]+\/)?\w[\w.-]*)(?:\/|$)/;

/**
 * The runtime's declarations: TypeScript's `lib` files and the packages that `types` (or the automatic `@types`)
 * loads, with what those reference or import (`@types/bun` → `bun-types` → `@types/node` → `undici-types`).
 * Their JSDoc prose is never read (tsc skips it too), and parsing it was a fifth of a cold program.
 * A package an own file imports is parsed before TypeScript follows `types`, so it keeps its JSDoc.
 * @example
 * const ambient = new AmbientPackages(compilerOptions, host, '/app/tsconfig.json');
 * ambient.has('/app/node_modules/@types/node/fs.d.ts'); // true
 * ambient.learn(parsedAmbientFile); // adds the packages it references
 */
export class AmbientPackages {
  readonly #options: ts.CompilerOptions;
  readonly #host: ts.ModuleResolutionHost;
  readonly #libraryDir: string;
  readonly #packages = new Set<string>();
  /** The packages `types` (or the automatic `@types`) names. */
  readonly typeNames: readonly string[];

  constructor(options: ts.CompilerOptions, host: ts.ModuleResolutionHost, tsconfig: string) {
    this.#options = options;
    this.#host = host;
    this.#libraryDir = path.dirname(ts.getDefaultLibFilePath(options));
    // Resolved from the tsconfig's folder, as TypeScript resolves `types`.
    const containingFile = path.join(path.dirname(tsconfig), '__inferred type names__.ts');
    const names = options.types ?? ts.getAutomaticTypeDirectiveNames(options, host);
    this.typeNames = names;
    for (const name of names) this.#addReference(name, containingFile);
  }

  /** Whether the file is one of TypeScript's `lib` files or belongs to an ambient package. */
  has(fileName: string): boolean {
    if (path.dirname(fileName) === this.#libraryDir) return true;
    const name = readPackageName(fileName);
    return name !== undefined && this.#packages.has(name);
  }

  /** Adds the packages an ambient file references (`/// <reference types>`) or imports; before TS follows them. */
  learn(file: ts.SourceFile): void {
    for (const reference of file.typeReferenceDirectives) this.#addReference(reference.fileName, file.fileName);
    // From the text: `import("undici-types")` types and imports inside `declare module` blocks count too.
    for (const name of readImportedPackages(file.text)) {
      // Either the package or its `@types` stand-in: both at once, as resolving each import would cost more.
      this.#packages.add(name).add(`@types/${name.replace(/^@(.+)\//, '$1__')}`);
    }
  }

  #addReference(name: string, containingFile: string): void {
    const resolution = ts.resolveTypeReferenceDirective(name, containingFile, this.#options, this.#host);
    const file = resolution.resolvedTypeReferenceDirective?.resolvedFileName;
    const packageName = file && readPackageName(file);
    if (packageName) this.#packages.add(packageName);
  }
}

/**
 * The packages a declaration file's text imports, `import("undici-types")` types and `declare module` blocks' too.
 * @example
 * readImportedPackages("import type { Dispatcher } from 'undici-types/dispatcher';"); // ['undici-types']
 */
export function readImportedPackages(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].flatMap(([, specifier = '']) => BARE_PACKAGE.exec(specifier)?.[1] ?? []);
}

function readPackageName(fileName: string): string | undefined {
  const normalized = fileName.replaceAll('\\', '/');
  const at = normalized.lastIndexOf('/node_modules/');
  return at < 0 ? undefined : PACKAGE.exec(normalized.slice(at))?.[1];
}
