import { statSync } from 'node:fs';
import path from 'node:path';
import { CodegenError } from './report/codegen-error.ts';
import { readServerUrl } from './server-url.ts';

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
  /** Also write the gateways' AsyncAPI 3.0 document from the same scan: its path from `root`, or with a header. */
  readonly asyncapi?: string | AsyncApiOutput;
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

/** What the AsyncAPI document's header says, and where the app accepts WebSocket connections. */
export interface AsyncApiDocumentOptions {
  /** `info.title`. Default: `API`. */
  readonly title?: string;
  /** `info.version`. Default: `1.0.0`. */
  readonly version?: string;
  /** The app's WebSocket URL, the document's server (`wss://api.example.com`). Default: `ws://localhost:3000`. */
  readonly server?: string;
}

/** Where the AsyncAPI document is written, relative to `root`, and what its header says. */
export interface AsyncApiOutput extends AsyncApiDocumentOptions {
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
  /** The AsyncAPI document's absolute path and header, when one is asked for. */
  readonly asyncapi: AsyncApiOutput | undefined;
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
    openapi: resolveDocument(root, 'openapi', options.openapi, '{ output, title, version }'),
    asyncapi: resolveAsyncApi(root, options.asyncapi),
  };
}

function resolveAsyncApi(root: string, asyncapi: GenerateOptions['asyncapi']): AsyncApiOutput | undefined {
  const resolved = resolveDocument(root, 'asyncapi', asyncapi, '{ output, title, version, server }');
  if (resolved?.server !== undefined) readServerUrl(resolved.server);
  return resolved;
}

// `openapi` and `asyncapi`: a path, or the document's header with its path.
function resolveDocument<T extends { readonly output: string }>(
  root: string,
  name: string,
  value: string | T | undefined,
  shape: string,
): T | undefined {
  if (value === undefined) return undefined;
  const output = typeof value === 'string' ? value : value?.output;
  if (typeof output !== 'string' || output === '')
    throw new CodegenError(
      'OPTION_INVALID',
      `option ${name} must be the document's path (${name}: '${name}.json') or ${shape}; ` +
        `received ${JSON.stringify(value)}`,
    );
  return { ...(typeof value === 'string' ? {} : value), output: path.resolve(root, output) } as T;
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
