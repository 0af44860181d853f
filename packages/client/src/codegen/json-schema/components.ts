import type ts from 'typescript';
import { describeDeclaration } from '../cache/alias-store.ts';
import type { SchemaRecord, SchemaStore } from '../cache/schema-store.ts';
import { readDeclaredName } from './declared-name.ts';
import { componentCode, hole } from './holes.ts';
import { TypeKeys } from './type-key.ts';
import type { JsonSchema, JsonSchemaObject } from './schema.ts';

// Named types as `components/schemas`, referenced by `$ref`: the contract's aliases, named by its rule.

export const SCHEMA_PREFIX = '#/components/schemas/';
/** OpenAPI 3.1 §4.8.7.1: component keys match `^[a-zA-Z0-9.\-_]+$`. */
const NOT_IN_KEY = /[^A-Za-z0-9._-]+/g;

/** How a body is written and kept: its text, references and warnings (the converter knows them). */
export interface ComponentSteps {
  /** Runs `fill` and records what it wrote; `args` name the component (their text may depend on type order). */
  record(
    describe: ComponentName,
    args: readonly ts.Type[],
    fill: () => JsonSchema,
  ): {
    readonly record: SchemaRecord;
    readonly body: JsonSchema;
  };
  /** A kept body, used in this document without being written again (its warnings join at the end). */
  replay(record: SchemaRecord): void;
}

export type ComponentName = Pick<SchemaRecord, 'id' | 'label' | 'file' | 'position' | 'argsText'>;

interface Known {
  readonly args: readonly ts.Type[];
  readonly id: number;
}

/**
 * The components one document needs, kept in a store across documents; a `$ref` holds a hole until named.
 * @example
 * const components = new Components(checker, new SchemaStore(), steps);
 * const ref = components.reference(userSymbol, [], () => ({ type: 'object' })); // { $ref: '#/components/...' }
 * components.named(); // { User: { type: 'object' } }, and ref.$ref is '#/components/schemas/User'
 */
export class Components {
  readonly #checker: ts.TypeChecker;
  readonly #keys: TypeKeys;
  readonly #store: SchemaStore;
  readonly #steps: ComponentSteps;
  readonly #bySymbol = new Map<ts.Symbol, Known[]>();
  /** Components met in this document, by id: their bodies are written or replayed once. */
  readonly #met = new Set<number>();
  readonly #bodies = new Map<number, JsonSchema>();
  readonly #refs: [JsonSchemaObject, number][] = [];
  /** Every component referenced, in the order first met. */
  readonly #used = new Set<number>();
  /** Every reference in order while a mark is open: what a step referred to since its mark. */
  readonly #log: number[] = [];
  #openMarks = 0;

  constructor(checker: ts.TypeChecker, store: SchemaStore, steps: ComponentSteps) {
    this.#checker = checker;
    this.#keys = new TypeKeys(checker);
    this.#store = store;
    this.#steps = steps;
  }

  /** A `$ref` to the component of `symbol` (instantiated with `args`); `fill` writes its body unless kept. */
  reference(symbol: ts.Symbol, args: readonly ts.Type[], fill: () => JsonSchema): JsonSchemaObject {
    const id = this.#identify(symbol, args);
    if (!this.#met.has(id)) {
      this.#met.add(id);
      const kept = this.#store.read(id);
      if (kept) this.#steps.replay(kept);
      else this.#write(id, symbol, args, fill);
    }
    this.#note(id);
    const ref: JsonSchemaObject = { $ref: SCHEMA_PREFIX + hole(componentCode(id)) };
    this.#refs.push([ref, id]);
    return ref;
  }

  mark(): number {
    this.#openMarks++;
    return this.#log.length;
  }

  referencedSince(mark: number): number[] {
    const ids = [...new Set(this.#log.slice(mark))];
    // With no mark open, nothing will slice the log: the replays between steps need not fill it.
    if (--this.#openMarks <= 0) {
      this.#openMarks = 0;
      this.#log.length = 0;
    }
    return ids;
  }

  /** The components a kept record referred to, as if referenced now. */
  use(ids: readonly number[]): void {
    for (const id of ids) this.#note(id);
  }

  /** What this document refers to, directly or through bodies. */
  records(): readonly SchemaRecord[] {
    return this.#store.closure(this.#used);
  }

  #note(id: number): void {
    this.#used.add(id);
    if (this.#openMarks > 0) this.#log.push(id);
  }

  /** Every component by its name, sorted; names every `$ref` handed out so far (bodies written here only). */
  named(): Record<string, JsonSchema> {
    const names = nameComponents(this.records());
    for (const [ref, id] of this.#refs) ref.$ref = SCHEMA_PREFIX + names.get(id);
    const result: [string, JsonSchema][] = [...names].map(([id, name]) => [name, this.#bodies.get(id) ?? {}]);
    return Object.fromEntries(result.sort(([a], [b]) => compare(a, b)));
  }

  #identify(symbol: ts.Symbol, args: readonly ts.Type[]): number {
    const list = this.#bySymbol.get(symbol) ?? [];
    this.#bySymbol.set(symbol, list);
    let known = list.find((each) => sameTypes(each.args, args));
    if (!known) {
      // Callers reference only symbols with declarations.
      const { baseName, file, position } = describeDeclaration(symbol, symbol.declarations?.[0] as ts.Declaration);
      const argsKey = args.map((arg) => this.#keys.of(arg)).join(',');
      known = { args, id: this.#store.identify(`${file}\u0000${position}\u0000${baseName}\u0000${argsKey}`) };
      list.push(known);
    }
    return known.id;
  }

  #write(id: number, symbol: ts.Symbol, args: readonly ts.Type[], fill: () => JsonSchema): void {
    const { baseName, file, position } = describeDeclaration(symbol, symbol.declarations?.[0] as ts.Declaration);
    const argsTexts = args.map((arg) => readDeclaredName(arg) ?? this.#checker.typeToString(arg));
    const label = toLabel([baseName, ...argsTexts]);
    const describe = { id, label, file, position, argsText: argsTexts.join(', ') };
    const { record, body } = this.#steps.record(describe, args, fill);
    this.#bodies.set(id, body);
    this.#store.write(record);
  }
}

/**
 * Each component's name: its label, `_2`, `_3` among clashes in the order of file, position and arguments.
 * @example
 * nameComponents(records); // Map { 3 => 'Page_User', 7 => 'User' }
 */
export function nameComponents(records: readonly SchemaRecord[]): Map<number, string> {
  const sorted = [...records].sort(
    (a, b) =>
      compare(a.label, b.label) ||
      compare(a.file, b.file) ||
      a.position - b.position ||
      compare(a.argsText, b.argsText),
  );
  const used = new Set<string>();
  const names = new Map<number, string>();
  for (const record of sorted) {
    let name = record.label;
    for (let n = 2; used.has(name); n++) name = `${record.label}_${n}`;
    used.add(name);
    names.set(record.id, name);
  }
  return names;
}

// `Page<User>` is `Page_User`: a generic's instantiations are separate schemas (JSON Schema has no generics).
function toLabel(parts: readonly string[]): string {
  const label = parts
    .map((part) =>
      part
        .replace(/\[\]/g, 'Array')
        .replace(NOT_IN_KEY, '_')
        .replace(/^_+|_+$/g, ''),
    )
    .filter((part) => part.length > 0)
    .join('_');
  return label.length > 0 ? label : 'Schema';
}

function sameTypes(a: readonly ts.Type[], b: readonly ts.Type[]): boolean {
  return a.length === b.length && a.every((type, index) => type === b[index]);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
