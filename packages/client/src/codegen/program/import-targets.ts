import type ts from 'typescript';
import { readModuleSpecifiers } from './module-references.ts';

/** What a program keeps of the module resolutions it made when it was built (TypeScript's, not in its typings). */
interface ProgramResolutions {
  /** Per file path, that file's resolutions: a new object whenever the program resolved the file again. */
  readonly resolvedModules?: ReadonlyMap<string, object>;
  getResolvedModuleFromModuleSpecifier?(
    specifier: ts.StringLiteralLike,
    file: ts.SourceFile,
  ): { readonly resolvedModule?: { readonly resolvedFileName: string } } | undefined;
}

interface KeptTargets {
  readonly file: ts.SourceFile;
  readonly resolutions: object;
  readonly targets: readonly string[];
}

/**
 * The files each file's module specifiers resolve to, from the program's own resolutions: kept while the file and
 * its resolutions are the same objects, looked up otherwise; the checker resolves them where the program exposes
 * none. A name only an ambient `declare module` gives is left out: such a declaration is among the globals, whose
 * change makes every file stale (FileFreshness).
 * @example
 * const imports = new ImportTargets();
 * imports.read(file, program, program.getTypeChecker()); // ['/abs/api/src/user.dto.ts', ...]
 */
export class ImportTargets {
  #kept = new Map<string, KeptTargets>();
  #next = new Map<string, KeptTargets>();

  read(file: ts.SourceFile, program: ts.Program, checker: ts.TypeChecker): readonly string[] {
    const resolutions = readFileResolutions(file, program);
    if (!resolutions) return resolveWithChecker(file, checker);
    const kept = this.#kept.get(file.fileName);
    const targets =
      kept?.file === file && kept.resolutions === resolutions ? kept.targets : resolveWithProgram(file, program);
    this.#next.set(file.fileName, { file, resolutions, targets });
    return targets;
  }

  /** After a program's files were all read: what was not read again is forgotten. */
  endProgram(): void {
    this.#kept = this.#next;
    this.#next = new Map();
  }
}

function readFileResolutions(file: ts.SourceFile, program: ts.Program): object | undefined {
  const resolved = (program as ts.Program & ProgramResolutions).resolvedModules;
  const filePath = (file as ts.SourceFile & { readonly path?: string }).path;
  if (!resolved || filePath === undefined || !hasSpecifierLookup(program)) return undefined;
  // A file without imports has no entry: an empty list, the same object every time.
  return resolved.get(filePath) ?? NO_RESOLUTIONS;
}

const NO_RESOLUTIONS = {};

function hasSpecifierLookup(program: ts.Program): program is ts.Program & Required<ProgramResolutions> {
  return typeof (program as ts.Program & ProgramResolutions).getResolvedModuleFromModuleSpecifier === 'function';
}

function resolveWithProgram(file: ts.SourceFile, program: ts.Program & ProgramResolutions): string[] {
  const targets = new Set<string>();
  for (const specifier of readModuleSpecifiers(file)) {
    const resolved = program.getResolvedModuleFromModuleSpecifier?.(specifier, file)?.resolvedModule;
    const target = resolved && program.getSourceFile(resolved.resolvedFileName);
    if (target) targets.add(target.fileName);
  }
  return [...targets];
}

function resolveWithChecker(file: ts.SourceFile, checker: ts.TypeChecker): string[] {
  const targets = new Set<string>();
  for (const specifier of readModuleSpecifiers(file)) {
    for (const declaration of checker.getSymbolAtLocation(specifier)?.declarations ?? []) {
      targets.add(declaration.getSourceFile().fileName);
    }
  }
  return [...targets];
}
