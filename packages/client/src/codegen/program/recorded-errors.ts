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
