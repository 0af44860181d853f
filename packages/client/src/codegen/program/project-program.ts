import { statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ResolvedOptions } from '../options.ts';
import { CodegenError } from '../report/codegen-error.ts';
import { AmbientPackages } from './ambient-packages.ts';
import { readTypePackageNames } from './type-package-names.ts';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];

// Parsed library files (`lib.dom.d.ts` is 1.5 MB) never change: every generator in the process shares them.
const libraryFiles = new Map<string, ts.SourceFile>();

interface CachedFile {
  readonly sourceFile: ts.SourceFile;
  readonly mtimeMs: number;
}

/**
 * The API project as a `ts.Program`, rebuilt cheaply (parsed files and `oldProgram` reused); only `update()` reads.
 * @example
 * const project = new ProjectProgram(resolveOptions({ root: 'api' }));
 * const program = project.update();
 * project.update(['/abs/api/src/users.controller.ts']); // after an edit
 */
export class ProjectProgram {
  readonly #options: ResolvedOptions;
  readonly #compilerOptions: ts.CompilerOptions;
  readonly #host: ts.CompilerHost;
  #deferTypes: boolean;
  readonly #typeNames: readonly string[];
  #typePackageNames: ReadonlySet<string> | undefined;
  readonly #files = new Map<string, CachedFile>();
  /** The tsconfig and the files it `extends` (a monorepo's `tsconfig.base.json`). */
  readonly configFiles: readonly string[];
  #program: ts.Program | undefined;
  #rootNames: readonly string[] = [];

  /** With `deferTypes`, programs leave out the `types` packages until `loadTypes()` (see `defersTypes`). */
  constructor(options: ResolvedOptions, deferTypes = false) {
    this.#options = options;
    // strictNullChecks is forced: without it the checker erases `null` and `undefined` (README, `tsconfig`).
    const compilerOptions = readCompilerOptions(options.tsconfig);
    // `configFile` is where the parse left the tsconfig's own source, with the files it extends.
    const configFile = compilerOptions['configFile'] as ts.TsConfigSourceFile | undefined;
    this.configFiles = [options.tsconfig, ...(configFile?.extendedSourceFiles ?? [])];
    this.#compilerOptions = { ...compilerOptions, noEmit: true, strictNullChecks: true };
    const host = ts.createCompilerHost(this.#compilerOptions);
    const ambient = new AmbientPackages(this.#compilerOptions, host, options.tsconfig);
    // The AsyncAPI document is read after the contract is written, too late to start over.
    this.#typeNames = ambient.typeNames;
    this.#deferTypes = deferTypes && ambient.typeNames.length > 0 && !options.asyncapi;
    this.#host = this.#createHost(host, ambient);
  }

  /**
   * Whether the program leaves out the `types` packages (`bun-types`, `@types/node`: half of a cold program) until
   * a scan shows it needs them: the caller checks `hasRecordedErrors` and `touchesGlobals` after scanning, then calls
   * `loadTypes()`.
   */
  get defersTypes(): boolean {
    return this.#deferTypes;
  }

  /** Every name the `types` packages declare, read once from their text (see `touchesGlobals`). */
  get typePackageNames(): ReadonlySet<string> {
    this.#typePackageNames ??= readTypePackageNames(
      this.#typeNames,
      this.#compilerOptions,
      this.#host,
      this.#options.tsconfig,
    );
    return this.#typePackageNames;
  }

  /** From the next `update()` on, the program holds the `types` packages, as the project's own tsc does. */
  loadTypes(): void {
    this.#deferTypes = false;
  }

  /** The files the glob matched at the last `update()`, sorted. */
  get rootNames(): readonly string[] {
    return this.#rootNames;
  }

  /** The glob's files and all they import outside `node_modules` (symlinks by real path), for syntax and watch. */
  get ownFiles(): readonly ts.SourceFile[] {
    const program = this.#program;
    if (!program) return [];
    return program
      .getSourceFiles()
      .filter((file) => !file.fileName.includes('/node_modules/') && !program.isSourceFileDefaultLibrary(file));
  }

  /** Re-lists the glob, drops changed files from the cache, and builds the next program. */
  update(changedFiles: readonly string[] = []): ts.Program {
    for (const file of changedFiles) this.#files.delete(path.resolve(file));
    for (const [file, cached] of this.#files) {
      if (readMtime(file) !== cached.mtimeMs) this.#files.delete(file);
    }
    this.#rootNames = listSources(this.#options);
    return this.#rebuild();
  }

  /** The same program with a new checker, whose union order depends on all it was asked (see pinTypes). */
  renew(): ts.Program {
    return this.#rebuild();
  }

  // `oldProgram` positional: under exactOptionalPropertyTypes the options object's field refuses `undefined`.
  #rebuild(): ts.Program {
    const options = this.#deferTypes ? { ...this.#compilerOptions, types: [] } : this.#compilerOptions;
    this.#program = ts.createProgram(this.#rootNames, options, this.#host, this.#program);
    return this.#program;
  }

  // No parent pointers from the parser: the checker's binder sets them on every file, as for tsc.
  // The same ambient packages with and without `types`, so a file parses alike in both programs and is parsed once.
  #createHost(host: ts.CompilerHost, ambient: AmbientPackages): ts.CompilerHost {
    const read = host.getSourceFile.bind(host);
    const libraryDir = path.dirname(ts.getDefaultLibFilePath(this.#compilerOptions));
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      const resolved = path.resolve(fileName);
      if (path.dirname(resolved) === libraryDir) {
        const options = withoutDocs(languageVersion);
        // The options a parse reads (the indicator is a function): TypeScript asks for every file on every rebuild.
        const key = `${resolved}|${options.languageVersion}|${options.impliedNodeFormat}|${options.jsDocParsingMode}`;
        let shared = libraryFiles.get(key);
        if (!shared) {
          shared = read(fileName, options, onError, shouldCreate);
          if (shared) libraryFiles.set(key, shared);
        }
        return shared;
      }
      const cached = this.#files.get(resolved);
      if (cached) return cached.sourceFile;
      const runtime = ambient.has(resolved);
      // JSDoc in a JavaScript file is still read: there it declares types.
      const options = runtime ? withoutDocs(languageVersion) : languageVersion;
      const mtimeMs = readMtime(resolved);
      const sourceFile = read(fileName, options, onError, shouldCreate);
      if (sourceFile) this.#files.set(resolved, { sourceFile, mtimeMs });
      if (sourceFile && runtime) ambient.learn(sourceFile);
      return sourceFile;
    };
    return host;
  }
}

// The project's own options, `extends` included, so its decorator mode, paths and module resolution apply.
function readCompilerOptions(tsconfig: string): ts.CompilerOptions {
  const problems: string[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfig, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      problems.push(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  // TS18003 "no inputs were found" is about the project's own `include`; fw scans its glob instead.
  for (const diagnostic of parsed?.errors ?? []) {
    if (diagnostic.code !== 18003) problems.push(ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
  }
  if (!parsed || problems.length > 0) {
    throw new CodegenError('TSCONFIG_INVALID', `cannot read ${tsconfig}: ${problems.join('; ') || 'unknown error'}`);
  }
  // Bun runs the legacy decorators on emitDecoratorMetadata alone, so the app works and only tsc fails (TS5052).
  if (parsed.options.emitDecoratorMetadata && !parsed.options.experimentalDecorators) {
    throw new CodegenError(
      'TSCONFIG_INVALID',
      `${tsconfig} sets emitDecoratorMetadata without experimentalDecorators, which tsc refuses (TS5052) and ` +
        'parameter decorators need: add "experimentalDecorators": true beside it',
    );
  }
  return parsed.options;
}

// tsconfig `include` semantics (`node_modules` never entered); the contract itself is never scanned.
function listSources(options: ResolvedOptions): string[] {
  return ts.sys
    .readDirectory(options.root, EXTENSIONS, undefined, options.glob)
    .map((file) => path.resolve(file))
    .filter((file) => file !== options.output)
    .sort();
}

function withoutDocs(options: ts.ScriptTarget | ts.CreateSourceFileOptions): ts.CreateSourceFileOptions {
  const base = typeof options === 'object' ? options : { languageVersion: options };
  return { ...base, jsDocParsingMode: ts.JSDocParsingMode.ParseForTypeInfo };
}

function readMtime(file: string): number {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
}
