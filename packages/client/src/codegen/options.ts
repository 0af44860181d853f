import { statSync } from 'node:fs';
import path from 'node:path';
import { CodegenError } from './report/codegen-error.ts';

/** Options of `generate()` and `createGenerator()` (spec "Generator options"; `glob`, `tsconfig` are fw's). */
export interface GenerateOptions {
  /** The API project's root directory. Default: the current directory. */
  readonly root?: string;
  /** Where the contract is written, relative to `root`. Default: `src/generated/app.ts`. */
  readonly output?: string;
  /** Import the project's exported types with `import type` instead of declaring copies. Default `false`. */
  readonly importTypes?: boolean;
  /** Which files are scanned, relative to `root`, in tsconfig `include` syntax. Default `src/**\/*.ts`. */
  readonly glob?: string | readonly string[];
  /** The compiler configuration to load. Default: `tsconfig.json` in `root`. */
  readonly tsconfig?: string;
  /** The app's global prefix (`''` for none). Default: read from `new Fw({ prefix })` in the sources. */
  readonly prefix?: string;
  /** Also write the routes' OpenAPI 3.1 document from the same scan: its path relative to `root`, or with a header. */
  readonly openapi?: string | OpenApiOutput;
}

/** What the document's header says, and how a guard's `authorization` header is described. */
export interface OpenApiDocumentOptions {
  /** `info.title`. Default: `API`. */
  readonly title?: string;
  /** `info.version`. Default: `1.0.0`. */
  readonly version?: string;
  /** The Security Scheme for an `authorization` guard header. Default: `{ type: 'http', scheme: 'bearer' }`. */
  readonly securityScheme?: Readonly<Record<string, unknown>>;
}

/** Where the OpenAPI document is written, relative to `root`, and what its header says. */
export interface OpenApiOutput extends OpenApiDocumentOptions {
  readonly output: string;
}

export interface ResolvedOptions {
  readonly root: string;
  readonly output: string;
  readonly importTypes: boolean;
  readonly glob: readonly string[];
  readonly tsconfig: string;
  readonly prefix: string | undefined;
  /** The document's absolute path and header, when one is asked for. */
  readonly openapi: OpenApiOutput | undefined;
}

export const DEFAULT_OUTPUT = 'src/generated/app.ts';
export const DEFAULT_GLOB = 'src/**/*.ts';

/** Makes every path absolute and checks that the root and its tsconfig exist. */
export function resolveOptions(options: GenerateOptions): ResolvedOptions {
  const root = path.resolve(options.root ?? '.');
  if (!isDirectory(root)) throw new CodegenError('ROOT_NOT_FOUND', `API root not found: ${root}`);
  const tsconfig = path.resolve(root, options.tsconfig ?? 'tsconfig.json');
  if (!isFile(tsconfig)) throw new CodegenError('TSCONFIG_NOT_FOUND', `tsconfig not found: ${tsconfig}`);
  return {
    root,
    output: path.resolve(root, options.output ?? DEFAULT_OUTPUT),
    importTypes: options.importTypes ?? false,
    glob: readGlobList(options.glob),
    tsconfig,
    prefix: options.prefix,
    openapi: resolveOpenApi(root, options.openapi),
  };
}

function resolveOpenApi(root: string, openapi: GenerateOptions['openapi']): OpenApiOutput | undefined {
  if (openapi === undefined) return undefined;
  const output = typeof openapi === 'string' ? openapi : openapi?.output;
  if (typeof output !== 'string' || output === '')
    throw new CodegenError(
      'OPTION_INVALID',
      `option openapi must be the document's path (openapi: 'openapi.json') or { output, title, version }; ` +
        `received ${JSON.stringify(openapi)}`,
    );
  return { ...(typeof openapi === 'string' ? {} : openapi), output: path.resolve(root, output) };
}

/** The `glob` option as a list, `DEFAULT_GLOB` when none is given. */
export function readGlobList(glob: GenerateOptions['glob']): readonly string[] {
  return typeof glob === 'string' ? [glob] : (glob ?? [DEFAULT_GLOB]);
}

function isDirectory(target: string): boolean {
  return statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function isFile(target: string): boolean {
  return statSync(target, { throwIfNoEntry: false })?.isFile() ?? false;
}
