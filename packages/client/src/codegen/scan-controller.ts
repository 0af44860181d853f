import ts from 'typescript';
import { foldString, readConstInitializer } from './fold-string.ts';
import { findDecorator, readArguments, readDecoratorName, readProperty, unwrapExpression } from './read-decorator.ts';
import type { ScanContext } from './scan-context.ts';
import { createWarning } from './warning.ts';

export const HTTP_METHODS = ['Get', 'Post', 'Put', 'Patch', 'Delete', 'Head', 'Options'] as const;

/** One `@Get(...)`-style decorator on a handler, its path already folded to a string. */
export interface MethodRoute {
  readonly method: string;
  readonly path: string;
  readonly handler: ts.MethodDeclaration;
  readonly decorator: ts.Decorator;
}

/** A class carrying `@Controller(...)`: its own path, its children's classes, its routes. */
export interface ControllerInfo {
  readonly declaration: ts.ClassDeclaration;
  readonly path: string;
  readonly children: readonly ts.ClassDeclaration[];
  readonly routes: readonly MethodRoute[];
}

/**
 * Reads one class: `undefined` when it is not a controller, or when its own path cannot be folded
 * (then a warning is recorded and the whole controller, children included, is left out: every route
 * under it would carry the unknown prefix).
 *
 * @example
 * const info = readController(classDeclaration, context);
 * info?.routes.map((route) => `${route.method} ${route.path}`);
 */
export function readController(declaration: ts.ClassDeclaration, context: ScanContext): ControllerInfo | undefined {
  const decorator = findDecorator(declaration, context, (name) => name === 'Controller');
  if (!decorator) return undefined;
  const [argument] = readArguments(decorator.node);
  let path = '';
  let children: ts.ClassDeclaration[] = [];
  const options = argument && readObjectArgument(argument, context.checker);
  if (options) {
    const pathNode = readProperty(options, 'path');
    const childrenNode = readProperty(options, 'children');
    if (pathNode) {
      const folded = foldString(pathNode, context.checker);
      if (!('value' in folded)) return skipController(declaration, folded, context);
      path = folded.value;
    }
    if (childrenNode) children = readChildren(childrenNode, context);
  } else if (argument) {
    const folded = foldString(argument, context.checker);
    if (!('value' in folded)) return skipController(declaration, folded, context);
    path = folded.value;
  }
  return { declaration, path, children, routes: readRoutes(declaration, context) };
}

function skipController(
  declaration: ts.ClassDeclaration,
  folded: { reason: string; node: ts.Node },
  context: ScanContext,
): undefined {
  const name = declaration.name?.text ?? 'default';
  context.warnings.push(
    createWarning(context.root, folded.node, `controller ${name} skipped: its path argument ${folded.reason}`),
  );
  return undefined;
}

function readRoutes(declaration: ts.ClassDeclaration, context: ScanContext): MethodRoute[] {
  const routes: MethodRoute[] = [];
  for (const member of declaration.members) {
    if (!ts.isMethodDeclaration(member)) continue;
    for (const decorator of ts.getDecorators(member) ?? []) {
      const name = readDecoratorName(decorator, context);
      if (!name || !(HTTP_METHODS as readonly string[]).includes(name)) continue;
      const [argument] = readArguments(decorator);
      if (!argument || isUndefined(argument)) {
        routes.push({ method: name.toLowerCase(), path: '/', handler: member, decorator });
        continue;
      }
      const folded = foldString(argument, context.checker);
      if ('value' in folded) {
        routes.push({ method: name.toLowerCase(), path: folded.value, handler: member, decorator });
      } else {
        const handler = `${declaration.name?.text ?? 'default'}.${member.name.getText()}`;
        context.warnings.push(
          createWarning(context.root, folded.node, `route ${handler} skipped: its path argument ${folded.reason}`),
        );
      }
    }
  }
  return routes;
}

/** `children: [A, B]` (or a `const` array), each element followed through imports and re-exports. */
function readChildren(node: ts.Expression, context: ScanContext): ts.ClassDeclaration[] {
  const list = readArrayLiteral(node, context.checker);
  if (!list) {
    context.warnings.push(createWarning(context.root, node, 'children skipped: not an array literal of controller classes'));
    return [];
  }
  const children: ts.ClassDeclaration[] = [];
  for (const element of list.elements) {
    const declaration = readClassDeclaration(element, context.checker);
    if (declaration) children.push(declaration);
    else context.warnings.push(createWarning(context.root, element, `child ${element.getText()} skipped: not a class declaration`));
  }
  return children;
}

function readClassDeclaration(node: ts.Expression, checker: ts.TypeChecker): ts.ClassDeclaration | undefined {
  let symbol = checker.getSymbolAtLocation(unwrapExpression(node));
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol?.declarations?.find(ts.isClassDeclaration);
}

function readArrayLiteral(node: ts.Expression, checker: ts.TypeChecker): ts.ArrayLiteralExpression | undefined {
  const inner = unwrapExpression(node);
  if (ts.isArrayLiteralExpression(inner)) return inner;
  const initializer = ts.isIdentifier(inner) ? readConstInitializer(inner, checker) : undefined;
  return initializer ? readArrayLiteral(initializer, checker) : undefined;
}

function readObjectArgument(node: ts.Expression, checker: ts.TypeChecker): ts.ObjectLiteralExpression | undefined {
  const inner = unwrapExpression(node);
  if (ts.isObjectLiteralExpression(inner)) return inner;
  const initializer = ts.isIdentifier(inner) ? readConstInitializer(inner, checker) : undefined;
  return initializer ? readObjectArgument(initializer, checker) : undefined;
}

function isUndefined(node: ts.Expression): boolean {
  return ts.isIdentifier(node) && node.text === 'undefined';
}
