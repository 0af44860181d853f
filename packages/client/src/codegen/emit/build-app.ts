import { ALL_METHODS, type HttpMethod } from '#core/methods';
import type { KeyedMemo } from '../cache/keyed-memo.ts';
import type { CodegenWarning, ContractRoute } from '../model.ts';
import { createWarning, toShownPath } from '../report/warning.ts';
import type { ScanContext } from '../scan/scan-context.ts';
import { toKey } from '../types/text.ts';

// Reads and writes come first among a node's leaves; the other methods follow in `@fw/core`'s order.
const WRITTEN_FIRST: readonly string[] = ['get', 'post', 'put', 'patch', 'delete'] satisfies Lowercase<HttpMethod>[];

/** Leaf keys, the methods `@fw/core` routes in lower case, in the order they are written. */
export const METHOD_ORDER: readonly string[] = [
  ...WRITTEN_FIRST,
  ...ALL_METHODS.map((method) => method.toLowerCase()).filter((method) => !WRITTEN_FIRST.includes(method)),
];

interface AppNode {
  /** Every route placed in this node or below it, in order: what its text is made from. */
  readonly routes: ContractRoute[];
  readonly leaves: Map<string, string>;
  readonly children: Map<string, AppNode>;
  /** The first route under each `:name` child, to name both routes when a level has two names. */
  readonly params: Map<string, ContractRoute>;
}

/** Sorts routes by path, method, then source position, and drops a repeated method and path with a warning. */
export function sortRoutes(routes: readonly ContractRoute[], context: ScanContext): ContractRoute[] {
  const sorted = [...routes].sort(
    (a, b) =>
      compare(a.path, b.path) ||
      methodRank(a.method) - methodRank(b.method) ||
      compare(a.node.getSourceFile().fileName, b.node.getSourceFile().fileName) ||
      a.node.pos - b.node.pos,
  );
  const seen = new Set<string>();
  return sorted.filter((route) => {
    const key = `${route.method} ${route.path}`;
    if (!seen.has(key)) return seen.add(key);
    const reason =
      `route ${route.controller}.${route.handler} skipped: ` +
      `${route.method.toUpperCase()} ${route.path} is already declared`;
    context.warnings.push(createWarning(context.root, route.node, reason));
    return false;
  });
}

/**
 * The text of `type App` (spec "Type App"); segments named like methods and param clashes are warned about.
 * @example
 * printApp(routes, context); // '{\n  api: {\n    users: {\n      get: { response: User[] };\n ...'
 */
export function printApp(routes: readonly ContractRoute[], context: ScanContext): string {
  const root: AppNode = createNode();
  for (const route of routes) {
    const segments = route.path.split('/').filter(Boolean);
    const clash = segments.find((segment) => METHOD_ORDER.includes(segment));
    if (clash) {
      context.warnings.push(
        createWarning(
          context.root,
          route.node,
          `route ${route.controller}.${route.handler} left out of App: its segment '${clash}' in ${route.path} ` +
            'is also a method key (it stays in paths)',
        ),
      );
      continue;
    }
    let node = root;
    root.routes.push(route);
    for (const [index, segment] of segments.entries()) {
      if (segment.startsWith(':') && !node.params.has(segment)) {
        const other = node.params.values().next().value;
        if (other)
          context.warnings.push(createParamClash(context, other, route, `/${segments.slice(0, index).join('/')}`));
        node.params.set(segment, route);
      }
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = createNode()));
      node = child;
      node.routes.push(route);
    }
    node.leaves.set(route.method, route.leaf);
  }
  const text = printNode(root, '', '', context.cache.appTexts);
  context.cache.appTexts.endGeneration();
  return text;
}

// The server takes two methods whose paths differ only in a param's name; the client's call there needs both.
function createParamClash(
  context: ScanContext,
  first: ContractRoute,
  second: ContractRoute,
  level: string,
): CodegenWarning {
  const describe = (route: ContractRoute) => {
    const file = route.node.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(route.node.getStart(file)).line + 1;
    const where = `${toShownPath(context.root, file.fileName)}:${line}`;
    return `${route.method.toUpperCase()} ${route.path} (${route.handler}, ${where})`;
  };
  const reason =
    `two path parameter names at one level of ${level}: ${describe(first)} and ${describe(second)}; ` +
    "the typed client's call there needs both names and reaches only keys both levels share (use one name per level)";
  return createWarning(context.root, second.node, reason);
}

function createNode(): AppNode {
  return { routes: [], leaves: new Map(), children: new Map(), params: new Map() };
}

// A node's text follows from the routes under it (their paths, methods and leaves): kept while they are the same.
function printNode(node: AppNode, indent: string, key: string, kept: KeyedMemo<string>): string {
  return kept.read(key, node.routes, () => {
    if (node.leaves.size === 0 && node.children.size === 0) return '{}';
    const inner = `${indent}  `;
    const lines = ['{'];
    for (const method of METHOD_ORDER) {
      const leaf = node.leaves.get(method);
      if (leaf) lines.push(`${inner}${method}: ${leaf};`);
    }
    for (const [segment, child] of node.children) {
      lines.push(`${inner}${toKey(segment)}: ${printNode(child, inner, `${key}/${segment}`, kept)};`);
    }
    lines.push(`${indent}}`);
    return lines.join('\n');
  });
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function methodRank(method: string): number {
  return METHOD_ORDER.indexOf(method);
}
