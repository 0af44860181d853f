import ts from 'typescript';
import { ReplayConflict } from './cache/replay-order.ts';
import { createScanContext } from './scan-context.ts';
import { ScanCache } from './cache/scan-cache.ts';
import { printApp, sortRoutes } from './emit/build-app.ts';
import { printSockets } from './emit/build-sockets.ts';
import { printRoutes, type ReadLeaves } from './emit/contract/contract-routes.ts';
import { emitContract } from './emit/emit-contract.ts';
import { printPaths } from './emit/print-paths.ts';
import { writeIfChanged } from './emit/write-if-changed.ts';
import type { CodegenWarning, ContractRoute, ContractRouteInfo, GenerateReport } from './model.ts';
import { toAsyncApiDocument } from './asyncapi.ts';
import {
  resolveOptions,
  type AsyncApiOutput,
  type GenerateOptions,
  type OpenApiOutput,
  type ResolvedOptions,
} from './options.ts';
import { LastDocument } from './emit/openapi/last-document.ts';
import { printOpenApiDocument } from './emit/openapi/print-document.ts';
import { readOperations } from './emit/openapi/read-operations.ts';
import { ProjectProgram } from './program/project-program.ts';
import { hasRecordedErrors, touchesGlobals } from './program/checker-records.ts';
import { createNoRoutesWarning, createWarningAt, sortWarnings, toSyntaxReason } from './report/warning.ts';
import { collectGateways } from './emit/contract/contract-gateways.ts';
import { collectRoutes } from './scan/collect-routes.ts';
import { readAppSetup, toPrefix } from './scan/read-app-setup.ts';

/** A generator that keeps its `ts.Program` between runs (for watch mode and the plugins). */
export interface Generator {
  readonly options: ResolvedOptions;
  /** A full generation: every file is stat-checked for changes, the glob is listed again. */
  generate(): GenerateReport;
  /** The same, told which files changed: those are re-parsed even if their mtime did not move. */
  regenerate(changedFiles?: readonly string[]): GenerateReport;
  /** The own sources (outside `node_modules`) and tsconfig files the last generation read: watch mode's folders. */
  readFiles(): string[];
}

/**
 * Reads the API's controllers with the TypeScript compiler, never running them, and writes the contract.
 * @example
 * import { generate } from '@fw/client/codegen';
 * const report = generate({ root: '../api', output: '../web/src/generated/app.ts' });
 * console.log(`${report.routes} routes, ${report.warnings.length} warnings`);
 */
export function generate(options: GenerateOptions = {}): GenerateReport {
  return createGenerator(options).generate();
}

/**
 * A generator to call again after edits: it re-reads only what an edit can affect (README "Regeneration").
 * @example
 * const generator = createGenerator({ root: 'api' });
 * generator.generate();
 * generator.regenerate(['/abs/api/src/users.controller.ts']);
 */
export function createGenerator(options: GenerateOptions = {}): Generator {
  const resolved = resolveOptions(options);
  const project = new ProjectProgram(resolved, true);
  // Replaced when a generation throws (its records may be half written) or must start over.
  let cache = new ScanCache();
  // Compared, not trusted (what differs from it is done again): it outlives a cache that starts over.
  const lastDocument = new LastDocument();
  const readRootFiles = (program: ts.Program) => project.rootNames.flatMap((name) => program.getSourceFile(name) ?? []);
  const run = (changedFiles: readonly string[] | undefined): GenerateReport => {
    const started = performance.now();
    let program = project.update(changedFiles);
    let files = readRootFiles(program);
    // Every own file, not only the glob's: a half-typed DTO outside it would print as `{}`.
    const syntaxWarnings = readSyntaxWarnings(resolved.root, program, project.ownFiles);
    if (syntaxWarnings.length > 0) {
      return {
        output: resolved.output,
        routes: 0,
        types: 0,
        gateways: 0,
        warnings: syntaxWarnings,
        reusedRoutes: 0,
        contractRoutes: [],
        controllers: [],
        unregistered: [],
        // The sources' prefix is unknown until they parse; the option's is not.
        prefix: resolved.prefix === undefined ? '' : toPrefix(resolved.prefix),
        ms: elapsed(started),
        written: false,
      };
    }
    let scanned: Scanned;
    try {
      scanned = scan(program, files, cache, resolved);
    } catch (error) {
      cache = new ScanCache();
      if (!(error instanceof ReplayConflict)) throw error;
      // A cold read, with a checker that has seen nothing yet; it fills the new cache.
      program = project.renew();
      scanned = scan(program, files, cache, resolved);
    }
    const typesNeeded = () => hasRecordedErrors(program) || touchesGlobals(program, project.typePackageNames);
    if (project.defersTypes && typesNeeded()) {
      // The scan met a name or a module only the `types` packages declare, or one they add to: scan with them.
      project.loadTypes();
      cache = new ScanCache();
      program = project.update();
      files = readRootFiles(program);
      scanned = scan(program, files, cache, resolved);
    }
    const { text, document, gatewayStamp, ...counts } = scanned;
    if (counts.routes === 0 && counts.gateways === 0) {
      const warnings = [createNoRoutesWarning(resolved.root, resolved.glob, files.length), ...counts.warnings];
      return { output: resolved.output, ...counts, warnings, ms: elapsed(started), written: false };
    }
    const written = writeIfChanged(resolved.output, text);
    const asyncapi =
      resolved.asyncapi && writeAsyncApi(program, files, resolved, resolved.asyncapi, cache, gatewayStamp);
    const documents = asyncapi
      ? { ...counts, warnings: sortWarnings([...counts.warnings, ...asyncapi.warnings]), asyncapi: asyncapi.report }
      : counts;
    if (!resolved.openapi) return { output: resolved.output, ...documents, ms: elapsed(started), written };
    const openapi = writeDocument(document, resolved.openapi, lastDocument);
    const warnings = sortWarnings([...documents.warnings, ...openapi.warnings]);
    return { output: resolved.output, ...documents, warnings, openapi: openapi.report, ms: elapsed(started), written };
  };
  return {
    options: resolved,
    generate: () => run(undefined),
    regenerate: (changedFiles) => run(changedFiles),
    readFiles: () => [...project.configFiles, ...project.ownFiles.map((file) => file.fileName)],
  };
}

interface Scanned {
  readonly text: string;
  readonly routes: number;
  readonly types: number;
  readonly gateways: number;
  readonly warnings: CodegenWarning[];
  readonly reusedRoutes: number;
  readonly contractRoutes: readonly ContractRouteInfo[];
  readonly controllers: readonly string[];
  readonly unregistered: readonly string[];
  readonly prefix: string;
  /** The OpenAPI document's parts, when one is asked for. */
  readonly document: ReturnType<typeof readOperations> | undefined;
  /** The gateways' files as this cache knows them: while it is the same, so is the AsyncAPI document. */
  readonly gatewayStamp: string;
}

// Throws `ReplayConflict` when the cache cannot be used for this change (see ReplayOrder).
function scan(
  program: ts.Program,
  files: readonly ts.SourceFile[],
  cache: ScanCache,
  options: ResolvedOptions,
): Scanned {
  const context = createScanContext(program, cache, options);
  const printer = context.printer;
  const setup = readAppSetup(files, context, options.prefix);
  const collected = collectRoutes(files, context, setup);
  const leaves: ReadLeaves | undefined = options.openapi ? new Map() : undefined;
  const routes = sortRoutes(printRoutes(collected.routes, context, leaves), context);
  const app = printApp(routes, context);
  const gateways = collectGateways(files, context);
  const sockets = gateways.length > 0 ? printSockets(gateways, context) : undefined;
  const paths = printPaths(routes);
  printer.drain();
  // After the contract, as in every generation: the document's records replay in the same order of reads.
  const document = options.openapi ? readOperations(collected.routes, context, leaves) : undefined;
  const entries = printer.entries;
  const text = emitContract({ root: options.root, output: options.output, entries, app, sockets, paths });
  return {
    text,
    routes: routes.length,
    types: entries.length,
    gateways: gateways.length,
    warnings: sortWarnings(context.warnings),
    reusedRoutes: cache.leaves.hits,
    contractRoutes: routes.map((route) => cache.routeInfos.read(route, [], () => toRouteInfo(route))),
    controllers: collected.controllers,
    unregistered: collected.unregistered,
    prefix: setup.prefix,
    document,
    gatewayStamp: gateways.map((gateway) => cache.stamp(gateway.node)).join(' '),
  };
}

/** The OpenAPI document from the same scan: its operations and components replayed or read (see readOperations). */
function writeDocument(
  parts: Scanned['document'],
  openapi: OpenApiOutput,
  last: LastDocument,
): { report: NonNullable<GenerateReport['openapi']>; warnings: readonly CodegenWarning[] } {
  const { text, operations } = printOpenApiDocument(parts ?? { routes: [], schemas: [] }, openapi, last);
  const written = writeIfChanged(openapi.output, text);
  const report = { output: openapi.output, operations, reusedOperations: parts?.reused ?? 0, written };
  return { report, warnings: parts?.warnings ?? [] };
}

/**
 * The AsyncAPI document from the same program: only the gateways are read again, and only when a gateway's file
 * (or what it imports) changed or the gateways are others; else the last text is written again (if it is gone).
 */
function writeAsyncApi(
  program: ts.Program,
  files: readonly ts.SourceFile[],
  options: ResolvedOptions,
  asyncapi: AsyncApiOutput,
  cache: ScanCache,
  stamp: string,
): { report: NonNullable<GenerateReport['asyncapi']>; warnings: readonly CodegenWarning[] } {
  let kept = cache.asyncapi;
  if (kept?.stamp !== stamp) {
    const { document, warnings } = toAsyncApiDocument(program, files, options, asyncapi);
    const text = `${JSON.stringify(document, null, 2)}\n`;
    kept = cache.asyncapi = { stamp, text, channels: Object.keys(document.channels).length, warnings };
  }
  const written = writeIfChanged(asyncapi.output, kept.text);
  return { report: { output: asyncapi.output, channels: kept.channels, written }, warnings: kept.warnings };
}

function toRouteInfo(route: ContractRoute): ContractRouteInfo {
  const file = route.node.getSourceFile();
  const at = file.getLineAndCharacterOfPosition(route.node.getStart(file));
  return {
    method: route.method.toUpperCase(),
    path: route.path,
    controller: route.controller,
    rootController: route.rootController,
    handler: route.handler,
    file: file.fileName,
    line: at.line + 1,
    column: at.character + 1,
  };
}

/** A file that does not parse would yield a partial contract; report it and keep the last good one. */
function readSyntaxWarnings(root: string, program: ts.Program, files: readonly ts.SourceFile[]): CodegenWarning[] {
  const warnings: CodegenWarning[] = [];
  for (const file of files) {
    for (const diagnostic of program.getSyntacticDiagnostics(file)) {
      const at = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      warnings.push(createWarningAt(root, file.fileName, at.line + 1, at.character + 1, toSyntaxReason(message)));
    }
  }
  return warnings;
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}
