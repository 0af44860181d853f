import ts from 'typescript';

/** The module user code imports decorators and `Context` from. Only its exported names are matched. */
export const CORE_MODULE = '@fw/core';
/** The module gateways import `Gateway` and `SubscribeMessage` from. */
export const WEBSOCKET_MODULE = '@fw/websocket';

/**
 * The export of an fw module an expression names, by symbol through imports; the module need not resolve, so
 * a project without its dependencies installed still scans. One per program and module.
 * @example
 * const names = new ModuleNames(checker, CORE_MODULE);
 * names.read(decorator.expression.expression); // 'Get'
 */
export class ModuleNames {
  readonly #checker: ts.TypeChecker;
  readonly #module: string;
  readonly #cache = new Map<ts.Symbol, string | null>();

  constructor(checker: ts.TypeChecker, module: string) {
    this.#checker = checker;
    this.#module = module;
  }

  /** The exported name in the module, or `undefined` when the expression is not one of its exports. */
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
      return readModule(declaration.parent.parent) === this.#module ? right : undefined;
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
      found = readSpecifier(symbol.declarations?.[0], this.#module);
      symbol = found ? undefined : this.#checker.getImmediateAliasedSymbol(symbol);
    }
    this.#cache.set(start, found ?? null);
    return found;
  }
}

/** `import { X as Y } from '@fw/core'` and `export { X as Y } from '@fw/core'` name `X`. */
function readSpecifier(declaration: ts.Declaration | undefined, wanted: string): string | undefined {
  if (!declaration) return undefined;
  if (ts.isImportSpecifier(declaration)) {
    const module = readModule(declaration.parent.parent.parent);
    return module === wanted ? (declaration.propertyName ?? declaration.name).text : undefined;
  }
  if (ts.isExportSpecifier(declaration)) {
    const module = readModule(declaration.parent.parent);
    return module === wanted ? (declaration.propertyName ?? declaration.name).text : undefined;
  }
  return undefined;
}

function readModule(node: ts.ImportDeclaration | ts.ExportDeclaration | ts.JSDocImportTag): string | undefined {
  const specifier = node.moduleSpecifier;
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : undefined;
}
