import ts from 'typescript';
import type { ScanContext } from './scan-context.ts';

// Reading decorators and their literal arguments, shared by the controller, route and slot scanners.

/** The value of `key` in an object literal argument; a shorthand `{ path }` yields the identifier. */
export function readProperty(object: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === key) return property.initializer;
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === key) return property.name;
  }
  return undefined;
}

export function findDecorator(
  node: ts.HasDecorators,
  context: ScanContext,
  accept: (name: string) => boolean,
): { node: ts.Decorator; name: string } | undefined {
  for (const decorator of ts.getDecorators(node) ?? []) {
    const name = readDecoratorName(decorator, context);
    if (name && accept(name)) return { node: decorator, name };
  }
  return undefined;
}

/** The `@fw/core` export a decorator calls (`@Get()`, `@G()` for an alias, `@fw.Get()`), if any. */
export function readDecoratorName(decorator: ts.Decorator, context: ScanContext): string | undefined {
  const expression = decorator.expression;
  const callee = ts.isCallExpression(expression) ? expression.expression : expression;
  return context.names.read(callee);
}

export function readArguments(decorator: ts.Decorator): readonly ts.Expression[] {
  return ts.isCallExpression(decorator.expression) ? decorator.expression.arguments : [];
}

export function unwrapExpression(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current)) {
    current = current.expression;
  }
  return current;
}
