import ts from 'typescript';
import { createArgumentWarning, createWarning, toShownPath } from '../report/warning.ts';
import { quote } from '../types/text.ts';
import type { CollectOptions } from './collect-routes.ts';
import { joinPaths } from '#core/path';
import { foldString } from './fold-string.ts';
import { readClassDeclaration, readProperty } from './read-decorator.ts';
import type { ScanContext } from './scan-context.ts';
import { describeRefusedPath, readArrayElements, readObjectArgument } from './scan-controller.ts';

/** The `new ...(...)` expressions and `.useGlobalGuards(...)`, `.controllers(...)` calls of one file, found once. */
interface AppCalls {
  readonly constructions: readonly ts.NewExpression[];
  readonly globalGuards: readonly ts.CallExpression[];
  readonly registrations: readonly ts.CallExpression[];
}

// A source file object is the same while its text is: what is found in it holds as long.
const found = new WeakMap<ts.SourceFile, AppCalls>();

const GIVE_PREFIX = "pass the generator's prefix option, fw-client --prefix";

/**
 * What the app adds to every route: `new Fw({ prefix })`'s prefix (`prefixOption` wins) and global guards.
 * @example
 * readAppSetup(files, context, undefined); // { prefix: '/api', globalGuards: [<app.useGlobalGuards(AuthGuard)>] }
 */
export function readAppSetup(
  files: readonly ts.SourceFile[],
  context: ScanContext,
  prefixOption: string | undefined,
): CollectOptions {
  const calls = files.map(findAppCalls);
  const globalGuards = calls.flatMap((call) => call.globalGuards);
  const registered = readRegistered(
    calls.flatMap((call) => call.registrations),
    context,
  );
  const prefix =
    prefixOption ??
    readPrefix(
      files.flatMap((file) => readFwConstructions(file, context)),
      context,
    );
  return { prefix: toPrefix(prefix), globalGuards, ...(registered ? { registered } : {}) };
}

/** `''` for no prefix (`''` or `/`), else the normalized path. */
export function toPrefix(prefix: string): string {
  const normalized = joinPaths(prefix);
  return normalized === '/' ? '' : normalized;
}

// Kept while the file and its imports are: most files construct something (`new Error()`), few an `Fw`.
function readFwConstructions(file: ts.SourceFile, context: ScanContext): readonly ts.NewExpression[] {
  return context.cache.fwConstructions.read(file, () =>
    findAppCalls(file).constructions.filter((construction) => context.names.read(construction.expression) === 'Fw'),
  );
}

/** The prefix of the `new Fw({ prefix })` calls, which must agree. */
function readPrefix(constructions: readonly ts.NewExpression[], context: ScanContext): string {
  let first: { value: string; node: ts.Node } | undefined;
  for (const construction of constructions) {
    const [argument] = construction.arguments ?? [];
    const options = argument && readObjectArgument(argument, context.checker);
    const node = options && readProperty(options, 'prefix');
    if (!node) continue;
    const folded = foldString(node, context.checker);
    if (!('value' in folded)) {
      const reason = `prefix skipped: its value ${folded.reason}; routes are written without it (${GIVE_PREFIX})`;
      context.warnings.push(createArgumentWarning(context.root, node, folded.node, reason));
      return '';
    }
    const refused = describeRefusedPath(folded.value);
    if (refused !== undefined) {
      context.warnings.push(createWarning(context.root, node, `prefix skipped: ${refused}`));
      return '';
    }
    if (first && toPrefix(first.value) !== toPrefix(folded.value)) {
      const file = first.node.getSourceFile();
      const line = file.getLineAndCharacterOfPosition(first.node.getStart(file)).line + 1;
      const where = `${toShownPath(context.root, file.fileName)}:${line}`;
      const reason =
        `prefix skipped: ${quote(folded.value)} differs from ${quote(first.value)} (${where}), and the generator ` +
        `cannot tell which app serves the contract; routes are written without one (${GIVE_PREFIX})`;
      context.warnings.push(createWarning(context.root, node, reason));
      return '';
    }
    first ??= { value: folded.value, node };
  }
  return first?.value ?? '';
}

function findAppCalls(file: ts.SourceFile): AppCalls {
  let calls = found.get(file);
  if (calls) return calls;
  const constructions: ts.NewExpression[] = [];
  const globalGuards: ts.CallExpression[] = [];
  const registrations: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node)) constructions.push(node);
    const callee = ts.isCallExpression(node) ? node.expression : undefined;
    const name = callee && ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
    if (name === 'useGlobalGuards') globalGuards.push(node as ts.CallExpression);
    if (name === 'controllers' && (node as ts.CallExpression).arguments.length > 0) {
      registrations.push(node as ts.CallExpression);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  found.set(file, (calls = { constructions, globalGuards, registrations }));
  return calls;
}

/**
 * The classes the sources' `.controllers([...])` calls register; `undefined` when there is none (a library of
 * controllers) or one the generator cannot follow (`app.controllers(load())`): then every controller is kept.
 */
function readRegistered(
  calls: readonly ts.CallExpression[],
  context: ScanContext,
): ReadonlySet<ts.ClassDeclaration> | undefined {
  if (calls.length === 0) return undefined;
  const registered = new Set<ts.ClassDeclaration>();
  for (const call of calls) {
    const elements = call.arguments[0] && readArrayElements(call.arguments[0], context.checker, new Set());
    if (!elements) return undefined;
    for (const element of elements) {
      const declaration = readClassDeclaration(element, context.checker);
      if (!declaration) return undefined;
      registered.add(declaration);
    }
  }
  return registered;
}
