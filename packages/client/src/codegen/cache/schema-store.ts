import type { CodegenWarning } from '../model.ts';

/** A named type's JSON Schema as the document writes it, with what sorts and names it among the others. */
export interface SchemaRecord {
  /** The same for the same declaration and type arguments in every generation of one generator. */
  readonly id: number;
  /** The name before clashes are numbered: `Page_User`. */
  readonly label: string;
  readonly file: string;
  readonly position: number;
  /** The type arguments as the checker writes them: the last tie-break among clashes. */
  readonly argsText: string;
  /** The body as JSON text at a component's depth in the document, split at its holes. */
  readonly text: readonly string[];
  /** The components its body refers to. */
  readonly references: readonly number[];
  /** Its text depends on the order types were created in (see ReplayOrder). */
  readonly unstable: boolean;
  readonly warnings: readonly CodegenWarning[];
}

/** A closure with what it was made from. */
interface Closure {
  readonly version: number;
  readonly roots: ReadonlySet<number>;
  readonly records: readonly SchemaRecord[];
}

/**
 * One generator's component bodies by stable key (declaration and type arguments), not by `ts.Symbol`.
 * @example
 * const store = new SchemaStore();
 * const id = store.identify('/api/src/page.ts\u0000120\u0000Page\u0000User'); // same id on every call
 */
export class SchemaStore {
  readonly #ids = new Map<string, number>();
  readonly #records = new Map<number, SchemaRecord>();
  /** Moves whenever a record is written or dropped: a closure made before it may be out of date. */
  #version = 0;
  #lastClosure: Closure | undefined;

  identify(key: string): number {
    let id = this.#ids.get(key);
    if (id === undefined) this.#ids.set(key, (id = this.#ids.size));
    return id;
  }

  read(id: number): SchemaRecord | undefined {
    return this.#records.get(id);
  }

  write(record: SchemaRecord): void {
    this.#records.set(record.id, record);
    this.#version++;
  }

  /**
   * The records reachable from `roots` through their references, each once: the last list again while no record
   * was written or dropped since and the roots are the same ids (an edit that uses the same components).
   */
  closure(roots: ReadonlySet<number>): readonly SchemaRecord[] {
    const last = this.#lastClosure;
    if (last?.version === this.#version && sameSet(roots, last.roots)) return last.records;
    const found = new Map<number, SchemaRecord>();
    const pending = [...roots];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      const record = found.has(id) ? undefined : this.#records.get(id);
      if (!record) continue;
      found.set(id, record);
      for (const reference of record.references) pending.push(reference);
    }
    const records = [...found.values()];
    this.#lastClosure = { version: this.#version, roots: new Set(roots), records };
    return records;
  }

  /**
   * Keeps what the kept routes reach: the types a fresh route's file can see are unchanged, so are their bodies;
   * a type only stale routes reached is read again with them.
   */
  retain(roots: ReadonlySet<number>): void {
    const kept = this.closure(roots);
    if (kept.length === this.#records.size) return;
    const ids = new Set(kept.map((record) => record.id));
    for (const id of this.#records.keys()) if (!ids.has(id)) this.#records.delete(id);
    this.#version++;
  }
}

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}
