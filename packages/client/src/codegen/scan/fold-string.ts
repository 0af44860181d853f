import ts from 'typescript';
import { readPropertyName, unwrapExpression } from './read-decorator.ts';

/** A decorator argument folded to its string, or the reason it could not be and the node to blame. */
export type Folded = { readonly value: string } | { readonly reason: string; readonly node: ts.Node };

/**
 * Folds a decorator argument to a constant string without running anything (spec "Path construction" 6 and 7).
 * @example
 * const folded = foldString(decorator.arguments[0], checker);
 * if ('value' in folded) console.log(folded.value); // '/api/users'
 */
export function foldString(expression: ts.Expression, checker: ts.TypeChecker): Folded {
  return fold(expression, checker, new Set());
}

// `seen` holds the nodes on the way down only: a constant used twice in one path is no cycle.
function fold(node: ts.Expression, checker: ts.TypeChecker, seen: Set<ts.Node>): Folded {
  if (seen.has(node)) return { reason: 'refers to itself', node };
  seen.add(node);
  try {
    return foldNode(node, checker, seen);
  } finally {
    seen.delete(node);
  }
}

function foldNode(node: ts.Expression, checker: ts.TypeChecker, seen: Set<ts.Node>): Folded {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { value: node.text };
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node) ||
    ts.isNonNullExpression(node)
  ) {
    return fold(node.expression, checker, seen);
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    return join([node.left, node.right], checker, seen);
  }
  if (ts.isTemplateExpression(node)) return foldTemplate(node, checker, seen);
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) {
    return { reason: `is a function call (${shorten(node)})`, node };
  }
  if (readsProcessEnv(node)) return { reason: `reads process.env (${shorten(node)})`, node };
  if (ts.isIdentifier(node)) return foldIdentifier(node, checker, seen);
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
    return foldMember(node, checker, seen);
  }
  return fromLiteralType(node, checker) ?? { reason: `is not a constant string (${shorten(node)})`, node };
}

function join(parts: readonly ts.Expression[], checker: ts.TypeChecker, seen: Set<ts.Node>): Folded {
  let value = '';
  for (const part of parts) {
    const folded = fold(part, checker, seen);
    if (!('value' in folded)) return folded;
    value += folded.value;
  }
  return { value };
}

/** A template whose substitutions all fold is a concatenation written differently. */
function foldTemplate(node: ts.TemplateExpression, checker: ts.TypeChecker, seen: Set<ts.Node>): Folded {
  let value = node.head.text;
  for (const span of node.templateSpans) {
    const folded = fold(span.expression, checker, seen);
    if (!('value' in folded)) return folded;
    value += folded.value + span.literal.text;
  }
  return { value };
}

function foldIdentifier(node: ts.Identifier, checker: ts.TypeChecker, seen: Set<ts.Node>): Folded {
  const initializer = readConstInitializer(node, checker);
  if (initializer) return fold(initializer, checker, seen);
  return (
    fromLiteralType(node, checker) ?? {
      reason: `'${node.text}' is typed only as string with no followable const initializer`,
      node,
    }
  );
}

function foldMember(
  node: ts.PropertyAccessExpression | ts.ElementAccessExpression,
  checker: ts.TypeChecker,
  seen: Set<ts.Node>,
): Folded {
  const enumValue = checker.getConstantValue(node);
  if (typeof enumValue === 'string') return { value: enumValue };
  const key = readMemberKey(node);
  if (key === undefined) return { reason: `is a computed property (${shorten(node)})`, node };
  const exported = readConstInitializer(node, checker);
  if (exported) return fold(exported, checker, seen);
  const object = readObjectLiteral(node.expression, checker, seen);
  const member = object && findProperty(object, key, checker);
  if (member) return fold(member, checker, seen);
  return (
    fromLiteralType(node, checker) ?? {
      reason: `'${shorten(node)}' is not a property of a constant object`,
      node,
    }
  );
}

function readMemberKey(node: ts.PropertyAccessExpression | ts.ElementAccessExpression): string | undefined {
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  const argument = node.argumentExpression;
  return ts.isStringLiteralLike(argument) || ts.isNumericLiteral(argument) ? argument.text : undefined;
}

/** Follows identifiers and nested property access down to the object literal a constant holds. */
function readObjectLiteral(
  node: ts.Expression,
  checker: ts.TypeChecker,
  seen: Set<ts.Node>,
): ts.ObjectLiteralExpression | undefined {
  const inner = unwrapExpression(node);
  if (ts.isObjectLiteralExpression(inner)) return inner;
  if (ts.isIdentifier(inner)) {
    const initializer = readConstInitializer(inner, checker);
    return initializer && !seen.has(initializer) ? readObjectLiteral(initializer, checker, seen) : undefined;
  }
  if (ts.isPropertyAccessExpression(inner) || ts.isElementAccessExpression(inner)) {
    const exported = readConstInitializer(inner, checker);
    if (exported) return seen.has(exported) ? undefined : readObjectLiteral(exported, checker, seen);
    const key = readMemberKey(inner);
    const parent = key === undefined ? undefined : readObjectLiteral(inner.expression, checker, seen);
    const member = parent && key !== undefined ? findProperty(parent, key, checker) : undefined;
    return member ? readObjectLiteral(member, checker, seen) : undefined;
  }
  return undefined;
}

function findProperty(
  object: ts.ObjectLiteralExpression,
  key: string,
  checker: ts.TypeChecker,
): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && readPropertyName(property.name) === key) return property.initializer;
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === key) {
      const symbol = checker.getShorthandAssignmentValueSymbol(property);
      const declaration = symbol?.valueDeclaration;
      if (declaration && ts.isVariableDeclaration(declaration) && isConst(declaration)) return declaration.initializer;
    }
  }
  return undefined;
}

/** The initializer of the `const` a name (or a namespace import's member, `C.OBJ`) names, through imports. */
export function readConstInitializer(
  node: ts.Identifier | ts.PropertyAccessExpression | ts.ElementAccessExpression,
  checker: ts.TypeChecker,
): ts.Expression | undefined {
  let symbol = readSymbol(node, checker);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !isConst(declaration)) return undefined;
  return declaration.initializer;
}

function readSymbol(
  node: ts.Identifier | ts.PropertyAccessExpression | ts.ElementAccessExpression,
  checker: ts.TypeChecker,
): ts.Symbol | undefined {
  if (ts.isElementAccessExpression(node)) return checker.getSymbolAtLocation(node.argumentExpression);
  // In `{ path }` the identifier names the property; the value is the variable of the same name.
  if (ts.isIdentifier(node) && ts.isShorthandPropertyAssignment(node.parent)) {
    return checker.getShorthandAssignmentValueSymbol(node.parent);
  }
  return checker.getSymbolAtLocation(node);
}

function isConst(declaration: ts.VariableDeclaration): boolean {
  return (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) !== 0;
}

/** `declare const p: '/users'` has no initializer, but its type is one string: that is constant too. */
function fromLiteralType(node: ts.Expression, checker: ts.TypeChecker): Folded | undefined {
  const type = checker.getTypeAtLocation(node);
  return type.isStringLiteral() ? { value: type.value } : undefined;
}

function readsProcessEnv(node: ts.Expression): boolean {
  let current: ts.Expression = node;
  while (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) {
    const object = current.expression;
    if (
      ts.isPropertyAccessExpression(object) &&
      object.name.text === 'env' &&
      ts.isIdentifier(object.expression) &&
      object.expression.text === 'process'
    ) {
      return true;
    }
    current = object;
  }
  return false;
}

function shorten(node: ts.Node): string {
  const text = node.getText().replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
