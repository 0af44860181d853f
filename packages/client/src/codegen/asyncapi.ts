import type ts from 'typescript';
import { writeAsyncApiDocument } from './emit/asyncapi/asyncapi-document.ts';
import type { AsyncApiDocumentObject } from './emit/asyncapi/options.ts';
import { writeDocumentFile } from './emit/write-document-file.ts';
import type { CodegenWarning } from './model.ts';
import { type AsyncApiDocumentOptions, type GenerateOptions, type ResolvedOptions, resolveOptions } from './options.ts';
import { ProjectProgram } from './program/project-program.ts';
import { sortWarnings } from './report/warning.ts';
import { readGatewayShapes } from './shapes.ts';

/**
 * The gateways' AsyncAPI 3.0 document from one cold scan, written nowhere (`fw-client asyncapi` writes it).
 * @example
 * const { document } = createAsyncApiDocument({ root: 'api', server: 'wss://chat.example.com' });
 * Object.values(document.channels).map((channel) => channel.address); // ['/ws/chat']
 */
export function createAsyncApiDocument(options: GenerateOptions & AsyncApiDocumentOptions = {}): {
  document: AsyncApiDocumentObject;
  warnings: readonly CodegenWarning[];
} {
  const { asyncapi: _ignored, ...scanOptions } = options;
  const resolved = resolveOptions(scanOptions);
  const project = new ProjectProgram(resolved);
  const program = project.update(undefined);
  return writeDocument(program, project.rootNames, resolved, options);
}

/** The document of a program already built (the generator's, when it writes the document too). */
export function toAsyncApiDocument(
  program: ts.Program,
  files: readonly ts.SourceFile[],
  resolved: ResolvedOptions,
  options: AsyncApiDocumentOptions,
): { document: AsyncApiDocumentObject; warnings: CodegenWarning[] } {
  const scanned = readGatewayShapes(program, files, resolved);
  const warnings = [...scanned.warnings];
  const input = { checker: program.getTypeChecker(), root: resolved.root, warnings, gateways: scanned.gateways };
  const document = writeAsyncApiDocument(input, options);
  return { document, warnings: sortWarnings(warnings) };
}

/**
 * `fw-client asyncapi`: the document written to `output` (default `asyncapi.json` in `root`), unless a file does
 * not parse or no gateway is found; the `asyncapi` option is not read here.
 * @example
 * writeAsyncApiFile({ root: 'api' }).summary; // '@fw/client: wrote asyncapi.json: 2 channels, 80 ms'
 */
export function writeAsyncApiFile(options: GenerateOptions & AsyncApiDocumentOptions): {
  summary: string;
  channels: number;
  warnings: readonly CodegenWarning[];
} {
  const started = performance.now();
  const { asyncapi: _ignored, ...scanOptions } = options;
  const resolved = resolveOptions({ ...scanOptions, output: options.output ?? 'asyncapi.json' });
  const project = new ProjectProgram(resolved);
  const program = project.update(undefined);
  const { document, warnings } = writeDocument(program, project.rootNames, resolved, options);
  const channels = Object.keys(document.channels).length;
  const broken = program.getSyntacticDiagnostics().length > 0;
  const label = `${channels} ${channels === 1 ? 'channel' : 'channels'}`;
  const found = { count: channels, label, none: 'no gateway found' };
  const { summary, skipped } = writeDocumentFile(resolved.output, document, found, broken, started);
  return { summary, channels: skipped ? 0 : channels, warnings };
}

function writeDocument(
  program: ts.Program,
  names: readonly string[],
  resolved: ResolvedOptions,
  options: AsyncApiDocumentOptions,
): { document: AsyncApiDocumentObject; warnings: CodegenWarning[] } {
  const files = names.flatMap((name) => program.getSourceFile(name) ?? []);
  return toAsyncApiDocument(program, files, resolved, options);
}
