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
}

export interface ResolvedOptions {
  readonly root: string;
  readonly output: string;
  readonly importTypes: boolean;
  readonly glob: readonly string[];
  readonly tsconfig: string;
  readonly prefix: string | undefined;
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
  };
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
