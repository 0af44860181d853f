import type ts from 'typescript';
import { describeDeclaration, type AliasEntry, type AliasStore, type StoredAlias } from '../cache/alias-store.ts';
import type { ReplayOrder } from '../cache/replay-order.ts';

const PLACEHOLDER = /\u0000(\d+)\u0000/g;

/**
 * The aliases one generation's text refers to by placeholder, logged so a step knows which its text needs.
 * @example
 * const references = new AliasReferences(aliases, order);
 * const text = references.reference(symbol); // '\u00000\u0000'
 * references.drain((id) => printBody(id), (stored) => warnings.push(...stored.warnings));
 */
export class AliasReferences {
  readonly #aliases: AliasStore;
  readonly #order: ReplayOrder;
  readonly #ids = new Map<ts.Symbol, number>();
  readonly #symbols = new Map<number, ts.Symbol>();
  /** Every alias reference, in order, repeats included: `mark()` and `referencedSince()` slice it. */
  readonly #referenced: number[] = [];
  readonly #entries = new Map<number, AliasEntry>();

  constructor(aliases: AliasStore, order: ReplayOrder) {
    this.#aliases = aliases;
    this.#order = order;
  }

  /** Every alias collected by `drain()`. */
  get entries(): readonly AliasEntry[] {
    return [...this.#entries.values()];
  }

  /** A point in the reference log: what is printed after it is returned by `referencedSince()`. */
  mark(): number {
    return this.#referenced.length;
  }

  /** The aliases referenced since `mark`, each once. */
  referencedSince(mark: number): number[] {
    return [...new Set(this.#referenced.slice(mark))];
  }

  /** Records references of text printed in an earlier generation, as if it had just been printed. */
  use(ids: readonly number[]): void {
    for (const id of ids) this.#referenced.push(id);
  }

  /** The placeholder for a declared type, logged as referenced. */
  reference(symbol: ts.Symbol): string {
    let id = this.#ids.get(symbol);
    if (id === undefined) {
      // Callers only reference symbols that have declarations (enums always do).
      const declaration = symbol.declarations?.[0];
      if (!declaration) return 'unknown';
      const { baseName, file, position } = describeDeclaration(symbol, declaration);
      id = this.#aliases.identify(file, position, baseName);
      this.#ids.set(symbol, id);
      this.#symbols.set(id, symbol);
    }
    this.#referenced.push(id);
    return `\u0000${id}\u0000`;
  }

  // Known whenever the alias is not stored: a stored text refers only to aliases of fresh files.
  readDeclared(id: number): { symbol: ts.Symbol; declaration: ts.Declaration } {
    const symbol = this.#symbols.get(id);
    const declaration = symbol?.declarations?.[0];
    if (!symbol || !declaration)
      throw new Error(`@fw/client: internal error: alias ${id} is neither stored nor printed`);
    return { symbol, declaration };
  }

  /** Collects the aliases referenced, transitively: `fill` prints what the store lacks, `replay` the rest. */
  drain(fill: (id: number) => StoredAlias, replay: (stored: StoredAlias) => void): void {
    const queue = [...new Set(this.#referenced)];
    for (const id of queue) {
      if (this.#entries.has(id)) continue;
      let stored = this.#aliases.read(id);
      if (stored) {
        this.#order.replayed(stored.unstable);
        replay(stored);
      } else {
        stored = fill(id);
        this.#order.computed(stored.unstable);
      }
      this.#entries.set(id, stored.entry);
      queue.push(...stored.references);
    }
  }

  /** Replaces placeholders with the names `assignAliasNames` chose. */
  static resolve(text: string, names: ReadonlyMap<number, string>): string {
    return text.replace(PLACEHOLDER, (_, id: string) => names.get(Number(id)) ?? 'unknown');
  }
}
