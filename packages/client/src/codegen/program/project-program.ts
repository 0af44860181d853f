import { statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { ResolvedOptions } from '../options.ts';
import { CodegenError } from '../report/codegen-error.ts';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];

/**
 * Parsed library files (`lib.dom.d.ts` is 1.5 MB) are the same for every project and never change,
 * so all generators in the process share them.
 */
const libraryFiles = new Map<string, ts.SourceFile>();

interface CachedFile {
  readonly sourceFile: ts.SourceFile;
  readonly mtimeMs: number;
}

/**
 * The API project as a `ts.Program`, rebuilt cheaply: parsed files are kept until their mtime
 * changes (or they are named as changed), and the previous program is passed as `oldProgram` so
 * TypeScript reuses its structure. Only `update()` touches the disk.
 *
 * @example
 * const project = new ProjectProgram(resolveOptions({ root: 'api' }));
 * const program = project.update();
 * project.update(['/abs/api/src/users.controller.ts']); // after an edit
 */
export class ProjectProgram {
  readonly #options: ResolvedOptions;
  readonly #compilerOptions: ts.CompilerOptions;
  readonly #host: ts.CompilerHost;
  readonly #files = new Map<string, CachedFile>();
  /** The tsconfig and the files it `extends` (a monorepo's `tsconfig.base.json`). */
  readonly configFiles: readonly string[];
  #program: ts.Program | undefined;
  #rootNames: readonly string[] = [];

  constructor(options: ResolvedOptions) {
    this.#options = options;
    // Without strictNullChecks the checker erases `null` and `undefined` from every type, and the
    // contract must keep them (`Promise<User | undefined>` is `User | null`) whatever the project's mode.
    const compilerOptions = readCompilerOptions(options.tsconfig);
    // `configFile` is where the parse left the tsconfig's own source, with the files it extends.
    const configFile = compilerOptions['configFile'] as ts.TsConfigSourceFile | undefined;
    this.configFiles = [options.tsconfig, ...(configFile?.extendedSourceFiles ?? [])];
    this.#compilerOptions = { ...compilerOptions, noEmit: true, strictNullChecks: true };
    this.#host = this.#createHost();
  }

  /** The files the glob matched at the last `update()`, sorted. */
  get rootNames(): readonly string[] {
    return this.#rootNames;
  }

  /**
   * The project's own files in the last program: the glob's and every file they import, outside
   * `node_modules` and the default library. A symlinked workspace package counts, by its real path
   * (the compiler resolves symlinks). Their syntax is checked, and watch mode watches their folders.
   */
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

  /**
   * The same program again, with a new type checker: a checker's union order depends on everything
   * it was asked before (see pinTypes), and a cold read needs one that was asked nothing.
   */
  renew(): ts.Program {
    return this.#rebuild();
  }

  // Reuses the previous program's unchanged files (oldProgram), so a rebuild costs only what changed.
  // Positional, because the first build has none: an optional parameter takes `undefined`, and the
  // options object's optional `oldProgram` does not under exactOptionalPropertyTypes.
  #rebuild(): ts.Program {
    this.#program = ts.createProgram(this.#rootNames, this.#compilerOptions, this.#host, this.#program);
    return this.#program;
  }

  #createHost(): ts.CompilerHost {
    const host = ts.createCompilerHost(this.#compilerOptions, true);
    const read = host.getSourceFile.bind(host);
    const libraryDir = path.dirname(ts.getDefaultLibFilePath(this.#compilerOptions));
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      const resolved = path.resolve(fileName);
      if (path.dirname(resolved) === libraryDir) {
        const key = `${resolved}|${JSON.stringify(languageVersion)}`;
        let shared = libraryFiles.get(key);
        if (!shared) {
          shared = read(fileName, languageVersion, onError, shouldCreate);
          if (shared) libraryFiles.set(key, shared);
        }
        return shared;
      }
      const cached = this.#files.get(resolved);
      if (cached) return cached.sourceFile;
      const mtimeMs = readMtime(resolved);
      const sourceFile = read(fileName, languageVersion, onError, shouldCreate);
      if (sourceFile) this.#files.set(resolved, { sourceFile, mtimeMs });
      return sourceFile;
    };
    return host;
  }
}

/**
 * The API project's own compiler options (so its decorator mode, paths and module resolution apply),
 * `extends` included.
 */
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
  return parsed.options;
}

/**
 * The glob, with tsconfig `include` semantics (`**`, `*`, `?`; `node_modules` is never entered).
 * The contract itself is never scanned.
 */
function listSources(options: ResolvedOptions): string[] {
  return ts.sys
    .readDirectory(options.root, EXTENSIONS, undefined, options.glob)
    .map((file) => path.resolve(file))
    .filter((file) => file !== options.output)
    .sort();
}

function readMtime(file: string): number {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
}
