import ts from 'typescript';

// A parameter used other than as a value (`keyof T`, a constraint...) is "opaque" (README "The contract file").

/** Type syntax a value passes through unchanged: `T | null`, `T[]`, `readonly T[]`, `[T, T]`, `(T)`. */
const PASS_THROUGH = new Set([
  ts.SyntaxKind.ParenthesizedType,
  ts.SyntaxKind.UnionType,
  ts.SyntaxKind.IntersectionType,
  ts.SyntaxKind.ArrayType,
  ts.SyntaxKind.TupleType,
  ts.SyntaxKind.NamedTupleMember,
  ts.SyntaxKind.OptionalType,
  ts.SyntaxKind.RestType,
]);

/** Parts of a declaration JSON never carries (methods, accessors, functions): any use there is harmless. */
const NOT_SENT = new Set([
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.MethodSignature,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.Constructor,
  ts.SyntaxKind.CallSignature,
  ts.SyntaxKind.ConstructSignature,
  ts.SyntaxKind.FunctionType,
  ts.SyntaxKind.ConstructorType,
]);

/** The global library's generics that hold values at one parameter: `Array<T>`, `Record<K, T>`'s `T`. */
const LIBRARY_VALUE_PARAMETER = new Map([
  ['Array', 0],
  ['ReadonlyArray', 0],
  ['Record', 1],
]);

type GenericDeclaration = ts.ClassLikeDeclaration | ts.InterfaceDeclaration | ts.TypeAliasDeclaration;

/**
 * Reads, per generic class, interface or type alias, which of its type parameters are opaque.
 * @example
 * const opaque = new OpaqueParameters(checker, isLibrary);
 * opaque.read(pageSymbol); // [false]: `interface Page<T> { items: T[] }`
 * opaque.read(boxSymbol); // [true]: `interface Box<T> { keys: (keyof T)[] }`
 */
export class OpaqueParameters {
  readonly #checker: ts.TypeChecker;
  readonly #isLibrary: (symbol: ts.Symbol) => boolean;
  readonly #known = new Map<ts.Symbol, readonly boolean[]>();

  constructor(checker: ts.TypeChecker, isLibrary: (symbol: ts.Symbol) => boolean) {
    this.#checker = checker;
    this.#isLibrary = isLibrary;
  }

  read(symbol: ts.Symbol): readonly boolean[] {
    const known = this.#known.get(symbol);
    if (known) return known;
    const declarations = (symbol.declarations ?? []).filter(isGenericDeclaration);
    const count = Math.max(0, ...declarations.map((declaration) => declaration.typeParameters?.length ?? 0));
    const opaque = new Array<boolean>(count).fill(false);
    // While it is read, a generic's own parameters count as values (`Tree<T> = { nodes: Tree<T>[] }`).
    this.#known.set(symbol, opaque);
    for (const declaration of declarations) this.#readDeclaration(declaration, opaque);
    return opaque;
  }

  #readDeclaration(declaration: GenericDeclaration, opaque: boolean[]): void {
    const parameters = (declaration.typeParameters ?? []).map((parameter) =>
      this.#checker.getSymbolAtLocation(parameter.name),
    );
    // A constraint that holds for the server's argument may not hold for its JSON form.
    declaration.typeParameters?.forEach((parameter, index) => {
      if (parameter.constraint) opaque[index] = true;
    });
    const visit = (node: ts.Node): void => {
      if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
        const index = parameters.indexOf(this.#checker.getSymbolAtLocation(node.typeName));
        if (index >= 0 && !opaque[index] && !this.#isValuePosition(node)) opaque[index] = true;
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(declaration, visit);
  }

  /** Whether the value of `node`'s type is what JSON carries there, as a member or an element. */
  #isValuePosition(node: ts.Node): boolean {
    // JSON drops methods (`sort(order: keyof T)`), but sends what a `toJSON()` returns.
    const dropped = ts.findAncestor(node.parent, (ancestor) => NOT_SENT.has(ancestor.kind));
    if (dropped && !isToJsonResult(dropped, node)) return true;
    let child = node;
    for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
      if (NOT_SENT.has(parent.kind)) return true;
      if (PASS_THROUGH.has(parent.kind)) continue;
      if (ts.isTypeOperatorNode(parent) && parent.operator === ts.SyntaxKind.ReadonlyKeyword) continue;
      if (ts.isTypeReferenceNode(parent) || ts.isExpressionWithTypeArguments(parent)) {
        if (!this.#passesValue(parent, child)) return false;
        continue;
      }
      if (ts.isHeritageClause(parent)) return true;
      return isTypedMember(parent) && parent.type === child;
    }
    return false;
  }

  /** Whether the generic `reference` names uses its argument `argument` as a value. */
  #passesValue(reference: ts.TypeReferenceNode | ts.ExpressionWithTypeArguments, argument: ts.Node): boolean {
    // biome-ignore lint/complexity/useIndexOf: `argument` is a Node, the list's indexOf takes a TypeNode.
    const index = reference.typeArguments?.findIndex((node) => node === argument) ?? -1;
    if (index < 0) return false;
    const name = ts.isTypeReferenceNode(reference) ? reference.typeName : reference.expression;
    const located = this.#checker.getSymbolAtLocation(ts.isQualifiedName(name) ? name.right : name);
    const target = located && located.flags & ts.SymbolFlags.Alias ? this.#checker.getAliasedSymbol(located) : located;
    if (!target) return false;
    if (this.#isLibrary(target)) return LIBRARY_VALUE_PARAMETER.get(target.name) === index;
    return this.read(target)[index] === false;
  }
}

/** Whether `node` is inside the return type of a `toJSON()` method, which JSON carries. */
function isToJsonResult(method: ts.Node, node: ts.Node): boolean {
  if (!(ts.isMethodDeclaration(method) || ts.isMethodSignature(method)) || method.name.getText() !== 'toJSON')
    return false;
  const result = method.type;
  return result !== undefined && node.pos >= result.pos && node.end <= result.end;
}

/** A member or alias whose `type` is what JSON carries. */
function isTypedMember(
  node: ts.Node,
): node is
  | ts.PropertySignature
  | ts.PropertyDeclaration
  | ts.ParameterDeclaration
  | ts.IndexSignatureDeclaration
  | ts.TypeAliasDeclaration {
  return (
    ts.isPropertySignature(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isParameter(node) ||
    ts.isIndexSignatureDeclaration(node) ||
    ts.isTypeAliasDeclaration(node)
  );
}

function isGenericDeclaration(node: ts.Declaration): node is GenericDeclaration {
  return ts.isClassLike(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);
}
