import type ts from 'typescript';

/**
 * A step's result per syntax node, for steps that read syntax and symbols (a decorator argument's literal at most):
 * no warning and no printed type, so a hit has nothing to replay and takes no place in the ReplayOrder.
 * @example
 * const keys = new SymbolMemo<string[]>();
 * keys.read(handler, () => readOwnKeys(handler)); // computed once while the handler's file is fresh
 */
export class SymbolMemo<V> {
  readonly #files = new Map<ts.SourceFile, Map<ts.Node, V>>();

  read(node: ts.Node, compute: () => V): V {
    const file = node.getSourceFile();
    let nodes = this.#files.get(file);
    if (!nodes) this.#files.set(file, (nodes = new Map()));
    if (nodes.has(node)) return nodes.get(node) as V;
    const value = compute();
    nodes.set(node, value);
    return value;
  }

  /** Forgets what was read from files that changed, directly or through what they import. */
  retain(isFresh: (file: ts.SourceFile) => boolean): void {
    for (const file of this.#files.keys()) if (!isFresh(file)) this.#files.delete(file);
  }
}
