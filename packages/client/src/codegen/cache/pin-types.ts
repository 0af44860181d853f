import ts from 'typescript';

type Pinnable =
  | ts.LiteralTypeNode
  | ts.EnumDeclaration
  | ts.ClassDeclaration
  | ts.InterfaceDeclaration
  | ts.TypeAliasDeclaration;

const pinnable = new WeakMap<ts.SourceFile, readonly Pinnable[]>();
/** Each checker's pinned types: the document's converter asks again after the contract's printer. */
const pinnedByChecker = new WeakMap<ts.TypeChecker, ReadonlySet<ts.Type>>();

/**
 * Creates the project's types in source order so unions print alike whatever is read first (README "Regeneration").
 * @example
 * const pinned = pinTypes(program, checker); // first thing on a new checker
 * pinned.has(checker.getTypeFromTypeNode(literalNode)); // true
 */
export function pinTypes(program: ts.Program, checker: ts.TypeChecker): ReadonlySet<ts.Type> {
  const known = pinnedByChecker.get(checker);
  if (known) return known;
  const pinned = new Set<ts.Type>();
  pinnedByChecker.set(checker, pinned);
  for (const file of program.getSourceFiles()) {
    if (program.isSourceFileDefaultLibrary(file) || program.isSourceFileFromExternalLibrary(file)) continue;
    for (const node of readPinnable(file)) {
      if (ts.isLiteralTypeNode(node)) {
        pinned.add(checker.getTypeFromTypeNode(node));
        continue;
      }
      const symbol = node.name && checker.getSymbolAtLocation(node.name);
      if (!symbol) continue;
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      pinned.add(type);
      // An enum's members, or the members of `type Shape = Circle | { kind: 'square' }`.
      if (type.isUnion()) for (const member of type.types) pinned.add(member);
    }
  }
  return pinned;
}

function readPinnable(file: ts.SourceFile): readonly Pinnable[] {
  let found = pinnable.get(file);
  if (!found) {
    const list: Pinnable[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isLiteralTypeNode(node) ? isValueLiteral(node.literal) : isNamedDeclaration(node))
        list.push(node as Pinnable);
      ts.forEachChild(node, visit);
    };
    visit(file);
    pinnable.set(file, (found = list));
  }
  return found;
}

/** `'a'`, `1`, `-1`, `1n`: `true`, `false` and `null` exist before any file is read. */
function isValueLiteral(literal: ts.LiteralTypeNode['literal']): boolean {
  return (
    ts.isStringLiteral(literal) ||
    ts.isNumericLiteral(literal) ||
    ts.isBigIntLiteral(literal) ||
    ts.isNoSubstitutionTemplateLiteral(literal) ||
    ts.isPrefixUnaryExpression(literal)
  );
}

/** A class, interface, type alias or enum declaration: a named type. */
export function isNamedDeclaration(node: ts.Node): boolean {
  return (
    ts.isEnumDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node)
  );
}
