import ts from 'typescript';
import type { ModuleNames } from './fw-symbols.ts';
import type { ScanContext } from './scan-context.ts';

/** The value of `key` in an object literal (`{ path }` yields the identifier; `'path'`, `['path']` count). */
export function readProperty(object: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && readPropertyName(property.name) === key) return property.initializer;
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === key) return property.name;
  }
  return undefined;
}

/**
 * The name a property or method declares, unquoted (`['path']` is `path`); `undefined` when computed.
 * @example
 * readPropertyName(method.name); // 'quoted-name' for `'quoted-name'() {}`
 */
export function readPropertyName(name: ts.PropertyName): string | undefined {
  if (
    ts.isIdentifier(name) ||
    ts.isPrivateIdentifier(name) ||
    ts.isStringLiteralLike(name) ||
    ts.isNumericLiteral(name)
  ) {
    return name.text;
  }
  if (
    ts.isComputedPropertyName(name) &&
    (ts.isStringLiteralLike(name.expression) || ts.isNumericLiteral(name.expression))
  ) {
    return name.expression.text;
  }
  return undefined;
}

/** A handler's name for keys and messages: its declared name, or its source text when computed. */
export function readHandlerName(handler: ts.MethodDeclaration): string {
  return readPropertyName(handler.name) ?? handler.name.getText();
}

/** The first decorator on `node` that calls an export of `names`' module (default `@fw/core`) `accept` takes. */
export function findDecorator(
  node: ts.HasDecorators,
  context: ScanContext,
  accept: (name: string) => boolean,
  names: ModuleNames = context.names,
): { node: ts.Decorator; name: string } | undefined {
  for (const decorator of ts.getDecorators(node) ?? []) {
    const name = readDecoratorName(decorator, context, names);
    if (name && accept(name)) return { node: decorator, name };
  }
  return undefined;
}

/** The `@fw/core` (or `names`') export a decorator calls (`@Get()`, `@G()` for an alias, `@fw.Get()`), if any. */
export function readDecoratorName(
  decorator: ts.Decorator,
  context: ScanContext,
  names: ModuleNames = context.names,
): string | undefined {
  const expression = decorator.expression;
  const callee = ts.isCallExpression(expression) ? expression.expression : expression;
  return names.read(callee);
}

export function readArguments(decorator: ts.Decorator): readonly ts.Expression[] {
  return ts.isCallExpression(decorator.expression) ? decorator.expression.arguments : [];
}

/**
 * A key of a route decorator's options object, its second argument.
 * @example
 * readRouteOption(decorator, 'body'); // the `CreateUserDto` of `@Post('/', { body: CreateUserDto })`
 */
export function readRouteOption(decorator: ts.Decorator, key: string): ts.Expression | undefined {
  const options = readArguments(decorator)[1];
  const inner = options && unwrapExpression(options);
  return inner && ts.isObjectLiteralExpression(inner) ? readProperty(inner, key) : undefined;
}

/** The value inside parentheses and type casts: `x` of `(<A>x as B) satisfies C`. */
export function unwrapExpression(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** The class declaration an expression names, through imports and re-exports (`Child` of `children: [Child]`). */
export function readClassDeclaration(node: ts.Expression, checker: ts.TypeChecker): ts.ClassDeclaration | undefined {
  let symbol = checker.getSymbolAtLocation(unwrapExpression(node));
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations?.find(ts.isClassDeclaration);
}

/** The class declaration a class `extends`, or `undefined`. */
export function readBaseClass(
  declaration: ts.ClassDeclaration,
  checker: ts.TypeChecker,
): ts.ClassDeclaration | undefined {
  const clause = declaration.heritageClauses?.find((heritage) => heritage.token === ts.SyntaxKind.ExtendsKeyword);
  const base = clause?.types[0];
  return base && readClassDeclaration(base.expression, checker);
}
