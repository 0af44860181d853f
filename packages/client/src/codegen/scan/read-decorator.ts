import ts from 'typescript';
import path from 'node:path';
import type { OwnRouteKeys } from '../model.ts';
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

/**
 * The `createMetadata()` key an expression names, through imports: its id (`src/auth.ts#Public`), else undefined.
 * @example
 * readMetadataKey(guardStatic.initializer, context); // 'src/auth.ts#Public' for `static skipWhen = Public`
 */
export function readMetadataKey(node: ts.Expression, context: ScanContext): string | undefined {
  let symbol = context.checker.getSymbolAtLocation(unwrapExpression(node));
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = context.checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.find(ts.isVariableDeclaration);
  const initializer = declaration?.initializer && unwrapExpression(declaration.initializer);
  if (!initializer || !ts.isCallExpression(initializer)) return undefined;
  if (context.names.read(initializer.expression) !== 'createMetadata' || !ts.isIdentifier(declaration.name)) {
    return undefined;
  }
  const file = path.relative(context.root, declaration.getSourceFile().fileName).split(path.sep).join('/');
  return `${file}#${declaration.name.text}`;
}

/**
 * The route metadata a handler carries, its own decorators first, then its controllers' from the innermost:
 * key id → `true`/`false` for a literal value (`@Public()` is `true`), `undefined` for one not known statically.
 */
export function readRouteKeys(
  handler: ts.MethodDeclaration,
  controllers: readonly ts.ClassDeclaration[],
  context: ScanContext,
): Map<string, boolean | undefined> {
  const keys = new Map<string, boolean | undefined>();
  for (const node of [handler, ...[...controllers].reverse()]) {
    for (const [key, value] of readOwnKeys(node, context)) if (!keys.has(key)) keys.set(key, value);
  }
  return keys;
}

// Kept while the node's file and what it imports are unchanged: most routes' keys are read once per generator.
function readOwnKeys(node: ts.MethodDeclaration | ts.ClassDeclaration, context: ScanContext): OwnRouteKeys {
  return context.cache.routeKeys.read(node, () => {
    const keys: [string, boolean | undefined][] = [];
    for (const decorator of ts.getDecorators(node) ?? []) {
      if (!ts.isCallExpression(decorator.expression)) continue;
      const key = readMetadataKey(decorator.expression.expression, context);
      if (key !== undefined) keys.push([key, readTruth(decorator.expression.arguments[0], context)]);
    }
    return keys;
  });
}

// `@Key()` is `true` (as at run time); a literal's truthiness; `undefined` for a value only known at run time.
function readTruth(argument: ts.Expression | undefined, context: ScanContext): boolean | undefined {
  if (argument === undefined) return true;
  const type = context.checker.getTypeAtLocation(argument);
  if (type.flags & ts.TypeFlags.BooleanLiteral) return type === context.checker.getTrueType();
  if (type.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) return false;
  if (type.isStringLiteral() || type.isNumberLiteral()) return Boolean(type.value);
  return undefined;
}
