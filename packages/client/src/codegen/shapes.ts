import ts from 'typescript';
import { ScanCache } from './cache/scan-cache.ts';
import { createScanContext } from './scan-context.ts';
import type { CodegenWarning, GatewayShape, LeafShape, RouteShape, ScopeShape } from './model.ts';
import { type GenerateOptions, type ResolvedOptions, resolveOptions } from './options.ts';
import { ProjectProgram } from './program/project-program.ts';
import { collectRoutes } from './scan/collect-routes.ts';
import { firstPerPath } from './emit/first-per-path.ts';
import { readAppSetup } from './scan/read-app-setup.ts';
import { readLeafShape } from './scan/read-leaf.ts';
import { readGuardsScope, readScope } from './scan/read-scope.ts';
import type { ScanContext } from './scan/scan-context.ts';
import { readGateway } from './scan/scan-gateway.ts';

/** What a scan of the API reads, for an emitter other than the contract: each route with its leaf, each gateway. */
export interface ScannedShapes {
  readonly program: ts.Program;
  /** The API root, absolute: warnings name files relative to it. */
  readonly root: string;
  readonly prefix: string;
  /** Every flattened route; `leaf` is `undefined` for one the contract leaves out (its warning says why). */
  readonly routes: readonly {
    readonly route: RouteShape;
    readonly leaf: LeafShape | undefined;
    /** What `route.covering` adds, in the same order: global guards, then each controller's guards and `@Errors`. */
    readonly covering: readonly ScopeShape[];
  }[];
  readonly gateways: readonly GatewayShape[];
  readonly warnings: readonly CodegenWarning[];
}

/**
 * Reads the API into shapes (`model.ts`), cold and printing nothing: the input of a second emitter.
 * @example
 * const { routes } = scanShapes({ root: 'api' });
 * routes.map(({ route }) => `${route.method} ${route.path}`); // ['get /users', ...]
 */
export function scanShapes(options: GenerateOptions = {}): ScannedShapes {
  const resolved = resolveOptions(options);
  const project = new ProjectProgram(resolved);
  const program = project.update(undefined);
  const files = project.rootNames.flatMap((name) => program.getSourceFile(name) ?? []);
  return readShapes(program, files, resolved);
}

/** The shapes of a program already built (the generator's, when it writes the document too), with a fresh cache. */
export function readShapes(
  program: ts.Program,
  files: readonly ts.SourceFile[],
  resolved: ResolvedOptions,
): ScannedShapes {
  const context = createScanContext(program, new ScanCache(), resolved);
  const setup = readAppSetup(files, context, resolved.prefix);
  const scopes = new Map<ts.Node, ScopeShape>();
  const routes = collectRoutes(files, context, setup).routes.map((route) => ({
    route,
    leaf: readLeafShape(route.route, route.path, context),
    covering: route.covering.map((node) => readCoveringScope(node, scopes, context)),
  }));
  const gateways = readGateways(files, context);
  return { program, root: resolved.root, prefix: setup.prefix, routes, gateways, warnings: context.warnings };
}

/** Only the gateways of a program, one per path (the contract's rule), for the AsyncAPI document. */
export function readGatewayShapes(
  program: ts.Program,
  files: readonly ts.SourceFile[],
  resolved: ResolvedOptions,
): Pick<ScannedShapes, 'program' | 'root' | 'gateways' | 'warnings'> {
  const context = createScanContext(program, new ScanCache(), resolved);
  const gateways = firstPerPath(readGateways(files, context), resolved.root, context.warnings);
  return { program, root: resolved.root, gateways, warnings: context.warnings };
}

function readGateways(files: readonly ts.SourceFile[], context: ScanContext): GatewayShape[] {
  return files.flatMap((file) =>
    file.statements.flatMap((statement) => {
      const gateway = ts.isClassDeclaration(statement) ? readGateway(statement, context) : undefined;
      return gateway ? [gateway] : [];
    }),
  );
}

/** A global guards call's or a controller's scope, each read once per scan. */
export function readCoveringScope(
  node: ts.ClassDeclaration | ts.CallExpression,
  seen: Map<ts.Node, ScopeShape>,
  context: ScanContext,
): ScopeShape {
  let scope = seen.get(node);
  if (!scope)
    seen.set(node, (scope = 'arguments' in node ? readGuardsScope(node.arguments, context) : readScope(node, context)));
  return scope;
}
