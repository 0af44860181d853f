import ts from 'typescript';
import { ALL_METHODS } from '#core/methods';
import { describeUnreachablePath } from '#core/path';
import { foldString, readConstInitializer } from './fold-string.ts';
import {
  findDecorator,
  readArguments,
  readDecoratorName,
  readHandlerName,
  readClassDeclaration,
  readProperty,
  unwrapExpression,
} from './read-decorator.ts';
import type { ControllerInfo, MethodRoute } from '../model.ts';
import { createArgumentWarning, createWarning } from '../report/warning.ts';
import { quote } from '../types/text.ts';
import type { ScanContext } from './scan-context.ts';

/** The route decorators, `Get` to `Options`: one per method `@fw/core` routes. */
const ROUTE_DECORATORS: ReadonlySet<string> = new Set(
  ALL_METHODS.map((method) => method[0] + method.slice(1).toLowerCase()),
);

/**
 * Reads one class (`undefined`: no controller); an unfoldable path gives no routes and claims its children.
 * @example
 * const info = readController(classDeclaration, context);
 * info?.routes.map((route) => `${route.method} ${route.path}`);
 */
export function readController(declaration: ts.ClassDeclaration, context: ScanContext): ControllerInfo | undefined {
  const decorator = findDecorator(declaration, context, (name) => name === 'Controller');
  if (!decorator) return undefined;
  const [argument] = readArguments(decorator.node);
  const options = argument && readObjectArgument(argument, context.checker);
  const pathNode = options ? readProperty(options, 'path') : argument;
  const childrenNode = options && readProperty(options, 'children');
  const { children, claimed } = childrenNode ? readChildren(childrenNode, context) : { children: [], claimed: [] };
  const folded = pathNode ? foldString(pathNode, context.checker) : { value: '' };
  if (!('value' in folded)) {
    const name = declaration.name?.text ?? 'default';
    const reason = `controller ${name} skipped: its path argument ${folded.reason}`;
    context.warnings.push(createArgumentWarning(context.root, pathNode ?? declaration, folded.node, reason));
    return { declaration, path: '', children: [], claimed: [...children, ...claimed], routes: [] };
  }
  const refused = describeRefusedPath(folded.value);
  if (refused !== undefined) {
    const name = declaration.name?.text ?? 'default';
    context.warnings.push(
      createWarning(context.root, pathNode ?? declaration, `controller ${name} skipped: its path ${refused}`),
    );
    return { declaration, path: '', children: [], claimed: [...children, ...claimed], routes: [] };
  }
  const routes = readRoutes(declaration, context);
  return { declaration, path: folded.value, children, claimed, routes };
}

function readRoutes(declaration: ts.ClassDeclaration, context: ScanContext): MethodRoute[] {
  const routes: MethodRoute[] = [];
  for (const member of declaration.members) {
    if (!ts.isMethodDeclaration(member)) continue;
    for (const decorator of ts.getDecorators(member) ?? []) {
      const name = readDecoratorName(decorator, context);
      if (!name || !ROUTE_DECORATORS.has(name)) continue;
      const [argument] = readArguments(decorator);
      if (!argument || isUndefined(argument)) {
        routes.push({ method: name.toLowerCase(), path: '/', handler: member, decorator });
        continue;
      }
      const folded = foldString(argument, context.checker);
      const handler = () => `${declaration.name?.text ?? 'default'}.${readHandlerName(member)}`;
      if (!('value' in folded)) {
        const reason = `route ${handler()} skipped: its path argument ${folded.reason}`;
        context.warnings.push(createArgumentWarning(context.root, argument, folded.node, reason));
        continue;
      }
      const refused = describeRefusedPath(folded.value);
      if (refused === undefined) {
        routes.push({ method: name.toLowerCase(), path: folded.value, handler: member, decorator });
      } else {
        context.warnings.push(createWarning(context.root, argument, `route ${handler()} skipped: its path ${refused}`));
      }
    }
  }
  return routes;
}

/**
 * Why `@fw/core` refuses a path at `listen()`, in its words, or `undefined` when it takes the path. The
 * Express habit `:id?` is the usual one; a route the server refuses must not be callable from the client.
 *
 * @example
 * describeRefusedPath(':id?'); // `':id?' has "?", which no request path carries: a URL reads it as ...`
 */
export function describeRefusedPath(path: string): string | undefined {
  const reason = describeUnreachablePath(path);
  return reason === undefined ? undefined : `${quote(path)} ${reason}`;
}

// What cannot be followed is warned about, and the classes it may hold are claimed: none turns up at its own path.
function readChildren(node: ts.Expression, context: ScanContext): Pick<ControllerInfo, 'children' | 'claimed'> {
  const checker = context.checker;
  const elements = readArrayElements(node, checker, new Set());
  if (!elements) {
    const claimed = readControllersIn(node, context);
    const reason = `children skipped: not an array literal of controller classes${describeClaimed(claimed)}`;
    context.warnings.push(createWarning(context.root, node, reason));
    return { children: [], claimed };
  }
  const children: ts.ClassDeclaration[] = [];
  const claimed: ts.ClassDeclaration[] = [];
  for (const element of elements) {
    const declaration = readClassDeclaration(element, checker);
    if (declaration) {
      children.push(declaration);
      continue;
    }
    const classes = readControllersIn(element, context);
    claimed.push(...classes);
    const reason = `child ${element.getText()} skipped: not a class declaration${describeClaimed(classes)}`;
    context.warnings.push(createWarning(context.root, element, reason));
  }
  return { children, claimed };
}

// An array literal's (or its `const`'s) elements, spreads expanded; `open` makes `const A = [...A]` end.
export function readArrayElements(
  node: ts.Expression,
  checker: ts.TypeChecker,
  open: Set<ts.Node>,
): ts.Expression[] | undefined {
  const list = readArrayLiteral(node, checker);
  if (!list || open.has(list)) return undefined;
  open.add(list);
  const elements: ts.Expression[] = [];
  for (const element of list.elements) {
    const spread = ts.isSpreadElement(element) ? readArrayElements(element.expression, checker, open) : undefined;
    if (spread) elements.push(...spread);
    else elements.push(element);
  }
  open.delete(list);
  return elements;
}

// Those its type names (`let kids = [A]` is `(typeof A)[]`) and those named inside it (`kids.concat(B)`).
function readControllersIn(node: ts.Expression, context: ScanContext): ts.ClassDeclaration[] {
  const checker = context.checker;
  const held = ts.isSpreadElement(node) ? node.expression : node;
  const found = new Set(readClassesOfType(checker.getTypeAtLocation(held), checker));
  const visit = (child: ts.Node): void => {
    const named = ts.isIdentifier(child) || ts.isPropertyAccessExpression(child);
    const declaration = named ? readClassDeclaration(child, checker) : undefined;
    if (declaration) found.add(declaration);
    else ts.forEachChild(child, visit);
  };
  visit(held);
  return [...found].filter((declaration) => findDecorator(declaration, context, (name) => name === 'Controller'));
}

/** The classes a value of this type may be: `typeof A`, a union of those, or arrays and tuples of them. */
function readClassesOfType(type: ts.Type, checker: ts.TypeChecker): ts.ClassDeclaration[] {
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    return checker.getTypeArguments(type as ts.TypeReference).flatMap((element) => readClassesOfType(element, checker));
  }
  const members = type.isUnion() ? type.types : [type];
  return members.flatMap((member) => {
    // The class itself (`typeof A`, constructible), not an instance of it.
    const isClass = member.symbol?.flags & ts.SymbolFlags.Class && member.getConstructSignatures().length > 0;
    const declaration = isClass ? member.symbol.declarations?.find(ts.isClassDeclaration) : undefined;
    return declaration ? [declaration] : [];
  });
}

function describeClaimed(classes: readonly ts.ClassDeclaration[]): string {
  const names = [...new Set(classes.map((declaration) => declaration.name?.text ?? 'default'))];
  if (names.length === 0) return '';
  return ` (${names.join(', ')} left out, not emitted at ${names.length === 1 ? 'its' : 'their'} own path)`;
}

function readArrayLiteral(node: ts.Expression, checker: ts.TypeChecker): ts.ArrayLiteralExpression | undefined {
  const inner = unwrapExpression(node);
  if (ts.isArrayLiteralExpression(inner)) return inner;
  const initializer = ts.isIdentifier(inner) ? readConstInitializer(inner, checker) : undefined;
  return initializer ? readArrayLiteral(initializer, checker) : undefined;
}

/** An object literal argument, or the `const` holding one (`@Controller(OPTIONS)`, `new Fw(config)`). */
export function readObjectArgument(
  node: ts.Expression,
  checker: ts.TypeChecker,
): ts.ObjectLiteralExpression | undefined {
  const inner = unwrapExpression(node);
  if (ts.isObjectLiteralExpression(inner)) return inner;
  const initializer = ts.isIdentifier(inner) ? readConstInitializer(inner, checker) : undefined;
  return initializer ? readObjectArgument(initializer, checker) : undefined;
}

function isUndefined(node: ts.Expression): boolean {
  return ts.isIdentifier(node) && node.text === 'undefined';
}
