import type ts from 'typescript';
import type { CodegenWarning } from '../model.ts';
import { createWarning } from '../report/warning.ts';

/**
 * The type printer's warnings, pointing at the innermost node being printed, in the scan's list (records keep them).
 * @example
 * const warnings = new TypeWarnings(root, context.warnings);
 * warnings.at(parameter.type, () => print(type)); // a warning while printing points at parameter.type
 */
export class TypeWarnings {
  readonly #root: string;
  readonly #list: CodegenWarning[];
  #location: ts.Node | undefined;

  constructor(root: string, list: CodegenWarning[]) {
    this.#root = root;
    this.#list = list;
  }

  /** Runs `print` with warnings pointing at `node`; without a node the enclosing location holds. */
  at<T>(node: ts.Node | undefined, print: () => T): T {
    if (!node) return print();
    const outer = this.#location;
    this.#location = node;
    try {
      return print();
    } finally {
      this.#location = outer;
    }
  }

  /** Where what is being printed is written. */
  get location(): ts.Node {
    // The printer's entry points (print, printUnion, an alias body) always give one.
    if (!this.#location) throw new Error('@fw/client: internal error: a type printed without its source location');
    return this.#location;
  }

  add(reason: string): void {
    this.#list.push(createWarning(this.#root, this.location, reason));
  }

  /** A point in the list: `since()` returns what was added after it. */
  mark(): number {
    return this.#list.length;
  }

  since(mark: number): CodegenWarning[] {
    return this.#list.slice(mark);
  }

  /** Adds the warnings a record kept, as if they had just been found. */
  replay(warnings: readonly CodegenWarning[]): void {
    this.#list.push(...warnings);
  }
}
