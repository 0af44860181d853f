import ts from 'typescript';
import { ImportTargets } from './import-targets.ts';
import { affectsGlobals } from './module-references.ts';
import { isSameList } from './same-list.ts';

/**
 * Whether what the last generation read from a file holds: file, resolved imports and globals unchanged (README).
 * @example
 * const freshness = new FileFreshness();
 * const isFresh = freshness.update(program, program.getTypeChecker());
 * isFresh(program.getSourceFile('/abs/api/src/users.controller.ts')!); // false on the first run
 */
export class FileFreshness {
  #files = new Map<string, ts.SourceFile>();
  #imports = new Map<string, readonly string[]>();
  #globals: readonly ts.SourceFile[] = [];
  readonly #targets = new ImportTargets();

  /** Compares the program with the one of the previous call and remembers it for the next. */
  update(program: ts.Program, checker: ts.TypeChecker): (file: ts.SourceFile) => boolean {
    const files = program.getSourceFiles().filter((file) => !program.isSourceFileDefaultLibrary(file));
    const globals = files.filter(affectsGlobals);
    const globalsKept = isSameList(globals, this.#globals);
    const imports = new Map(files.map((file) => [file.fileName, this.#targets.read(file, program, checker)]));
    this.#targets.endProgram();
    const importers = new Map<string, string[]>();
    const stale: string[] = [];
    for (const file of files) {
      const targets = imports.get(file.fileName) ?? [];
      for (const target of targets) {
        const list = importers.get(target);
        if (list) list.push(file.fileName);
        else importers.set(target, [file.fileName]);
      }
      const previous = this.#imports.get(file.fileName);
      const changed = this.#files.get(file.fileName) !== file || !previous || !isSameList(targets, previous);
      if (!globalsKept || changed) stale.push(file.fileName);
    }
    // Whatever imports a stale file, directly or not, is stale too.
    const staleNames = new Set(stale);
    for (const name of stale) {
      for (const importer of importers.get(name) ?? []) {
        if (!staleNames.has(importer)) {
          staleNames.add(importer);
          stale.push(importer);
        }
      }
    }
    this.#files = new Map(files.map((file) => [file.fileName, file]));
    this.#imports = imports;
    this.#globals = globals;
    const fresh = new Set(files.filter((file) => !staleNames.has(file.fileName)));
    // The default library never changes: its parsed files are shared for the life of the process.
    return (file) => fresh.has(file) || program.isSourceFileDefaultLibrary(file);
  }
}
