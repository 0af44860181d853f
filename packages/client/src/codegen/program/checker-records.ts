import ts from 'typescript';

// TypeScript's own (internal) form: given a node list, it checks those nodes only and returns every diagnostic the
// checker recorded for the file so far. An empty list checks nothing.
interface RecordingChecker {
  getDiagnostics(file: ts.SourceFile, cancellation: undefined, nodes: readonly ts.Node[]): readonly ts.Diagnostic[];
}

/**
 * Whether the checker met an error while answering what it was asked (a name or module it cannot resolve, even one
 * a conditional type absorbed), read without type-checking anything. `true` when the compiler cannot tell.
 * @example
 * scan(program);
 * if (hasRecordedErrors(program)) rescanWithTheRuntimeTypes();
 */
export function hasRecordedErrors(program: ts.Program): boolean {
  const checker = program.getTypeChecker() as ts.TypeChecker & Partial<RecordingChecker>;
  const read = checker.getDiagnostics?.bind(checker);
  if (!read) return true;
  return program.getSourceFiles().some((file) => read(file, undefined, []).length > 0);
}

interface CheckedSymbol extends ts.Symbol {
  /** Set the first time a checker keeps anything about the symbol (on shared `lib` files, any checker). */
  readonly id?: number;
  /** Set when the symbol is merged with namesakes of other files; the checker then keeps its facts on the merge. */
  readonly mergeId?: number;
  readonly links?: Record<string, unknown>;
}

/**
 * Whether the checker resolved a `lib` global of one of the names (the `types` packages add members and overloads to
 * some: `Headers`'s `toJSON`, `setTimeout`'s `Timer`), read from the checker's own records of what it touched.
 * @example
 * touchesGlobals(program, new Set(['Headers'])); // true once a DTO's field of type `Headers` was read
 */
export function touchesGlobals(program: ts.Program, names: ReadonlySet<string>): boolean {
  const checker = program.getTypeChecker() as ts.TypeChecker & { getMergedSymbol?(symbol: ts.Symbol): CheckedSymbol };
  const merge = checker.getMergedSymbol?.bind(checker);
  if (!merge) return true;
  return program.getSourceFiles().some((file) => {
    if (!program.isSourceFileDefaultLibrary(file)) return false;
    const locals = (file as ts.SourceFile & { locals?: ReadonlyMap<string, CheckedSymbol> }).locals;
    if (!locals) return true;
    for (const name of names) {
      const symbol = locals.get(name);
      if (symbol && isTouched(symbol.mergeId ? merge(symbol) : symbol)) return true;
    }
    return false;
  });
}

function isTouched(symbol: CheckedSymbol): boolean {
  if (symbol.links) return Object.keys(symbol.links).some((key) => key !== 'checkFlags');
  return (symbol.id ?? 1) !== 0;
}
