import type ts from 'typescript';
import { describeDeclaration } from '../cache/alias-store.ts';
import type { JsonSchema, JsonSchemaObject } from './schema.ts';

// Named types as `components/schemas`, referenced by `$ref`: the contract's aliases, named by its rule.

const PREFIX = '#/components/schemas/';
/** OpenAPI 3.1 §4.8.7.1: component keys match `^[a-zA-Z0-9.\-_]+$`. */
const NOT_IN_KEY = /[^A-Za-z0-9._-]+/g;

interface Component {
  readonly id: number;
  readonly symbol: ts.Symbol;
  readonly args: readonly ts.Type[];
  readonly baseName: string;
  readonly file: string;
  readonly position: number;
  /** The arguments as the checker writes them: the last tie-break of the order. */
  readonly argsText: string;
  body: JsonSchema | undefined;
  readonly refs: JsonSchemaObject[];
}

/**
 * The components one document needs; `$ref`s hold their final names once `named()` has run.
 * @example
 * const components = new Components(checker);
 * const ref = components.reference(userSymbol, [], () => ({ type: 'object' })); // { $ref: '#/components/...' }
 * components.named(); // { User: { type: 'object' } }, and ref.$ref is '#/components/schemas/User'
 */
export class Components {
  readonly #checker: ts.TypeChecker;
  readonly #bySymbol = new Map<ts.Symbol, Component[]>();
  readonly #all: Component[] = [];

  constructor(checker: ts.TypeChecker) {
    this.#checker = checker;
  }

  /** A `$ref` to the component of `symbol` (instantiated with `args`); `fill` writes its body the first time. */
  reference(symbol: ts.Symbol, args: readonly ts.Type[], fill: () => JsonSchema): JsonSchemaObject {
    const list = this.#bySymbol.get(symbol) ?? [];
    this.#bySymbol.set(symbol, list);
    let component = list.find((known) => sameTypes(known.args, args));
    if (!component) {
      // Callers reference only symbols with declarations.
      const declaration = symbol.declarations?.[0] as ts.Declaration;
      const { baseName, file, position } = describeDeclaration(symbol, declaration);
      const argsText = args.map((arg) => this.#checker.typeToString(arg)).join(', ');
      component = { id: this.#all.length, symbol, args, baseName, file, position, argsText, body: undefined, refs: [] };
      list.push(component);
      this.#all.push(component);
      component.body = fill();
    }
    // Unique per component until named, so joining schemas never folds two different references into one.
    const ref: JsonSchemaObject = { $ref: `${PREFIX}\u0000${component.id}` };
    component.refs.push(ref);
    return ref;
  }

  /** Every component by its name, sorted; names every `$ref` handed out so far. */
  named(): Record<string, JsonSchema> {
    const labelled = this.#all.map((component) => ({ component, label: this.#label(component) }));
    labelled.sort(
      (a, b) =>
        compare(a.label, b.label) ||
        compare(a.component.file, b.component.file) ||
        a.component.position - b.component.position ||
        compare(a.component.argsText, b.component.argsText),
    );
    const used = new Set<string>();
    const result: Record<string, JsonSchema> = {};
    for (const { component, label } of labelled) {
      let name = label;
      for (let n = 2; used.has(name); n++) name = `${label}_${n}`;
      used.add(name);
      for (const ref of component.refs) ref.$ref = PREFIX + name;
      result[name] = component.body ?? {};
    }
    return Object.fromEntries(Object.entries(result).sort(([a], [b]) => compare(a, b)));
  }

  // `Page<User>` is `Page_User`: a generic's instantiations are separate schemas (JSON Schema has no generics).
  #label(component: Component): string {
    const parts = [component.baseName, ...component.args.map((arg) => this.#checker.typeToString(arg))];
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
}

function sameTypes(a: readonly ts.Type[], b: readonly ts.Type[]): boolean {
  return a.length === b.length && a.every((type, index) => type === b[index]);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
