import ts from 'typescript';
import type { ScopePart, ScopeShape, TypeShape, ValueShape } from '../model.ts';
import { createWarning } from '../report/warning.ts';
import { mayBeUndefined, withoutUndefined } from '../types/undefined-values.ts';
import {
  readArguments,
  readBaseClass,
  readClassDeclaration,
  readDecoratorName,
  readMetadataKey,
  readPropertyName,
} from './read-decorator.ts';
import { readDeclaredErrors } from './read-errors.ts';
import type { ScanContext } from './scan-context.ts';

/** Base classes followed from a guard to the one that `implements CanActivate<...>`. */
const MAX_BASES = 8;

export const EMPTY_SCOPE: ScopeShape = { headers: new Map(), errors: new Map() };

/**
 * What a controller's or handler's `@UseGuards` (headers, errors) and `@Errors` add, guards first.
 * @example
 * readScope(handler, context);
 * // { headers: Map { 'authorization' => { type: string, ... } }, errors: Map { 401 => [{ type: ErrorBody, ... }] } }
 */
export function readScope(node: ts.ClassDeclaration | ts.MethodDeclaration, context: ScanContext): ScopeShape {
  const guards = readDecorators(node, 'UseGuards', context).flatMap((decorator) => readArguments(decorator));
  return joinParts([readGuardsScope(guards, context), readOwnErrors(node, context)]);
}

/** The headers and errors the guard classes of `@UseGuards(...)` or `useGlobalGuards(...)` declare. */
export function readGuardsScope(guards: readonly ts.Expression[], context: ScanContext): ScopeShape {
  const scopes: ScopePart<ValueShape, TypeShape>[] = [];
  for (const guard of guards) {
    const declaration = readClassDeclaration(guard, context.checker);
    if (declaration) {
      const skipWhen = readSkipWhen(declaration, context);
      scopes.push({ ...readGuard(declaration, context), ...(skipWhen ? { skipWhen } : {}) });
      continue;
    }
    const reason =
      `guard ${guard.getText()} skipped: not a class declaration, so the headers and errors it declares ` +
      'are not in the contract';
    context.warnings.push(createWarning(context.root, guard, reason));
  }
  return joinParts(scopes);
}

/**
 * The scope a route gets: the parts whose `skipWhen` key the route carries `true` left out.
 * @example
 * exemptScope(globalScope, route.keys); // without AuthGuard's header and 401 on a `@Public()` route
 */
export function exemptScope<V, B>(
  scope: Scope<V, B> & { readonly parts?: readonly ScopePart<V, B>[] },
  keys: ReadonlyMap<string, boolean | undefined>,
): Scope<V, B> {
  if (!scope.parts) return scope;
  return mergeScopes(scope.parts.filter((part) => part.skipWhen === undefined || keys.get(part.skipWhen) !== true));
}

/** Scopes joined, keeping each part apart when one of them has a `skipWhen` key. */
export function joinParts<V, B>(scopes: readonly (Scope<V, B> & { readonly parts?: readonly ScopePart<V, B>[] })[]) {
  const parts = scopes.flatMap((scope) => scope.parts ?? [scope]);
  const merged = mergeScopes(scopes);
  return parts.some((part) => part.skipWhen !== undefined) ? { ...merged, parts } : merged;
}

/** What a scope holds, shaped or printed: headers by name, bodies by status. */
interface Scope<V, B> {
  readonly headers: ReadonlyMap<string, V>;
  readonly errors: ReadonlyMap<number, readonly B[]>;
}

/** Joins scopes, outermost first: a header declared twice keeps its first value, each body of a status once. */
export function mergeScopes<V, B>(
  scopes: readonly Scope<V, B>[],
): { headers: Map<string, V>; errors: Map<number, B[]> } {
  const headers = new Map<string, V>();
  const errors = new Map<number, B[]>();
  for (const scope of scopes) {
    for (const [name, value] of scope.headers) if (!headers.has(name)) headers.set(name, value);
    for (const [status, bodies] of scope.errors) {
      const known = errors.get(status) ?? [];
      errors.set(status, [...known, ...bodies.filter((body) => !known.includes(body))]);
    }
  }
  return { headers, errors };
}

function readDecorators(node: ts.HasDecorators, name: string, context: ScanContext): ts.Decorator[] {
  return (ts.getDecorators(node) ?? []).filter((decorator) => readDecoratorName(decorator, context) === name);
}

/** The node's own `@Errors<...>()` lines, in source order. */
function readOwnErrors(node: ts.ClassDeclaration | ts.MethodDeclaration, context: ScanContext): ScopeShape {
  return mergeScopes(
    readDecorators(node, 'Errors', context).map((decorator) => {
      const declared = [...readDeclaredErrors(decorator, context)];
      const errors = new Map(declared.map(([status, body]) => [status, [body]] as const));
      return { headers: new Map(), errors };
    }),
  );
}

/** A guard class: `CanActivate<Headers>` of its own or a base class's `implements`, and its `@Errors`. */
function readGuard(declaration: ts.ClassDeclaration, context: ScanContext): ScopeShape {
  const scopes: ScopeShape[] = [];
  let current: ts.ClassDeclaration | undefined = declaration;
  for (let depth = 0; current && depth < MAX_BASES; depth++) {
    scopes.push(readOwnErrors(current, context), { headers: readGuardHeaders(current, context), errors: new Map() });
    current = readBaseClass(current, context.checker);
  }
  return mergeScopes(scopes);
}

/** A guard's `static skipWhen = Key`, its own or a base class's: the key's id; a warning if none can be read. */
function readSkipWhen(declaration: ts.ClassDeclaration, context: ScanContext): string | undefined {
  let current: ts.ClassDeclaration | undefined = declaration;
  for (let depth = 0; current && depth < MAX_BASES; depth++) {
    const member = current.members.find(
      (node): node is ts.PropertyDeclaration =>
        ts.isPropertyDeclaration(node) &&
        (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Static) !== 0 &&
        readPropertyName(node.name) === 'skipWhen',
    );
    if (member) {
      const key = member.initializer && readMetadataKey(member.initializer, context);
      if (key !== undefined) return key;
      const reason =
        `${declaration.name?.text ?? 'default'}.skipWhen is not a createMetadata() key the generator can read ` +
        "(const Public = createMetadata<boolean>('public')), so its headers and errors stay on every route";
      context.warnings.push(createWarning(context.root, member, reason));
      return undefined;
    }
    current = readBaseClass(current, context.checker);
  }
  return undefined;
}

/** The members of `Headers` in `implements CanActivate<Headers>`, as headers a request must carry. */
function readGuardHeaders(declaration: ts.ClassDeclaration, context: ScanContext): Map<string, ValueShape> {
  const headers = new Map<string, ValueShape>();
  const implemented = declaration.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ImplementsKeyword);
  const canActivate = implemented?.types.find((type) => context.names.read(type.expression) === 'CanActivate');
  const argument = canActivate?.typeArguments?.[0];
  if (!argument) return headers;
  const checker = context.checker;
  for (const property of checker.getPropertiesOfType(checker.getTypeFromTypeNode(argument))) {
    const type = checker.getTypeOfSymbol(property);
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0 || mayBeUndefined(type);
    const at = property.valueDeclaration ?? argument;
    headers.set(property.name, { type, node: at, optional, ...(optional ? { members: withoutUndefined(type) } : {}) });
  }
  return headers;
}
