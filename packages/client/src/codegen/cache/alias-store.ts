import ts from 'typescript';
import type { CodegenWarning } from '../model.ts';

/** A named type the contract declares (or imports); named after the scan, so text holds a placeholder. */
export interface AliasEntry {
  /** The same for the same declaration in every generation of one generator. */
  readonly id: number;
  /** The declared name; clashes get `_2`, `_3` when names are assigned. */
  readonly baseName: string;
  /** Absolute file of the declaration, and its position: the deterministic order among clashes. */
  readonly file: string;
  readonly position: number;
  readonly typeParameters: string;
  readonly body: string;
  /** With `importTypes`, the exported name to import from `file` instead of declaring `body`. */
  readonly importName: string | undefined;
}

/** A printed alias, the parsed file it was read from, and the aliases its text refers to. */
export interface StoredAlias {
  readonly source: ts.SourceFile;
  readonly entry: AliasEntry;
  readonly references: readonly number[];
  /** Its text depends on the order types were created in (see ReplayOrder). */
  readonly unstable: boolean;
  /** What printing it warned about (a `Map` member, a bigint...): replayed with the text. */
  readonly warnings: readonly CodegenWarning[];
}

/**
 * One generator's aliases by declaration, not by `ts.Symbol` (new per checker): placeholders hold across runs.
 * @example
 * const store = new AliasStore();
 * const id = store.identify('/api/src/user.ts', 120, 'User'); // same id on every call
 */
export class AliasStore {
  readonly #ids = new Map<string, number>();
  readonly #stored = new Map<number, StoredAlias>();

  identify(file: string, position: number, name: string): number {
    const key = `${file}\u0000${position}\u0000${name}`;
    let id = this.#ids.get(key);
    if (id === undefined) this.#ids.set(key, (id = this.#ids.size));
    return id;
  }

  read(id: number): StoredAlias | undefined {
    return this.#stored.get(id);
  }

  write(stored: StoredAlias): StoredAlias {
    this.#stored.set(stored.entry.id, stored);
    return stored;
  }

  /** Forgets the aliases read from files that changed, directly or through what they import. */
  retain(isFresh: (file: ts.SourceFile) => boolean): void {
    for (const [id, stored] of this.#stored) {
      if (!isFresh(stored.source)) this.#stored.delete(id);
    }
  }
}

/**
 * Where an alias is declared: its identity across generations and its place among name clashes.
 * @example
 * describeDeclaration(symbol, symbol.declarations[0]); // { baseName: 'User', file: '/api/src/user.ts', ... }
 */
export function describeDeclaration(
  symbol: ts.Symbol,
  declaration: ts.Declaration,
): { baseName: string; file: string; position: number; source: ts.SourceFile } {
  const source = declaration.getSourceFile();
  return {
    baseName: symbol.name === 'default' ? readDefaultName(declaration) : symbol.name,
    file: source.fileName,
    position: declaration.getStart(source),
    source,
  };
}

// `export default class Account` is `Account`, as the server's code calls it; an anonymous one `Default`.
function readDefaultName(declaration: ts.Declaration): string {
  const name = ts.getNameOfDeclaration(declaration);
  return name && ts.isIdentifier(name) ? name.text : 'Default';
}
