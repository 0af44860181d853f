import ts from 'typescript';

/** The module user code imports decorators and `Context` from. Only its exported names are matched. */
export const CORE_MODULE = '@fw/core';

/**
 * Names the `@fw/core` export an expression refers to, by symbol rather than by text: it follows
 * renamed imports (`import { Get as G }`), namespace imports (`fw.Get`), and local barrels that
 * re-export from `@fw/core`. It never needs `@fw/core` itself to resolve, so a project whose
 * dependencies are not installed still scans. One instance per `ts.Program` (it caches by symbol).
 *
 * @example
 * const names = new CoreNames(checker);
 * names.read(decorator.expression.expression); // 'Get'
 */
export class CoreNames {
  readonly #checker: ts.TypeChecker;
  readonly #cache = new Map<ts.Symbol, string | null>();

  constructor(checker: ts.TypeChecker) {
    this.#checker = checker;
  }

  /** The exported name in `@fw/core`, or `undefined` when the expression is not one of its exports. */
  read(node: ts.Node): string | undefined {
    if (ts.isPropertyAccessExpression(node) || ts.isQualifiedName(node)) return this.#readQualified(node);
    const symbol = this.#checker.getSymbolAtLocation(node);
    return symbol ? this.#readSymbol(symbol) : undefined;
  }

  #readQualified(node: ts.PropertyAccessExpression | ts.QualifiedName): string | undefined {
    const left = ts.isPropertyAccessExpression(node) ? node.expression : node.left;
    const right = ts.isPropertyAccessExpression(node) ? node.name.text : node.right.text;
    const symbol = this.#checker.getSymbolAtLocation(left);
    const declaration = symbol?.declarations?.[0];
    if (declaration && ts.isNamespaceImport(declaration)) {
      return readModule(declaration.parent.parent) === CORE_MODULE ? right : undefined;
    }
    const resolved = this.#checker.getSymbolAtLocation(node);
    return resolved ? this.#readSymbol(resolved) : undefined;
  }

  #readSymbol(start: ts.Symbol): string | undefined {
    const cached = this.#cache.get(start);
    if (cached !== undefined) return cached ?? undefined;
    let found: string | undefined;
    let symbol: ts.Symbol | undefined = start;
    // Each hop is one import or re-export; the bound keeps a cyclic re-export from looping.
    for (let hop = 0; symbol && symbol.flags & ts.SymbolFlags.Alias && hop < 16 && !found; hop++) {
      found = readSpecifier(symbol.declarations?.[0]);
      symbol = found ? undefined : this.#checker.getImmediateAliasedSymbol(symbol);
    }
    this.#cache.set(start, found ?? null);
    return found;
  }
}

/** `import { X as Y } from '@fw/core'` and `export { X as Y } from '@fw/core'` name `X`. */
function readSpecifier(declaration: ts.Declaration | undefined): string | undefined {
  if (!declaration) return undefined;
  if (ts.isImportSpecifier(declaration)) {
    const module = readModule(declaration.parent.parent.parent);
    return module === CORE_MODULE ? (declaration.propertyName ?? declaration.name).text : undefined;
  }
  if (ts.isExportSpecifier(declaration)) {
    const module = readModule(declaration.parent.parent);
    return module === CORE_MODULE ? (declaration.propertyName ?? declaration.name).text : undefined;
  }
  return undefined;
}

function readModule(node: ts.ImportDeclaration | ts.ExportDeclaration | ts.JSDocImportTag): string | undefined {
  const specifier = node.moduleSpecifier;
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : undefined;
}
