// Compiles one in-memory source file with the real compiler, for tests that read its declared types.
import ts from 'typescript';

const FILE = '/virtual/source.ts';

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  noEmit: true,
};

export interface CompiledSource {
  readonly checker: ts.TypeChecker;
  readonly file: ts.SourceFile;
  /** The declared type of an exported interface, class, alias or enum; the type of an exported value. */
  typeOf(name: string): ts.Type;
  /** Where warnings about `name` point: its declaration. */
  nodeOf(name: string): ts.Node;
}

export function compileSource(source: string): CompiledSource {
  const host = ts.createCompilerHost(OPTIONS);
  const program = ts.createProgram({
    rootNames: [FILE],
    options: OPTIONS,
    host: {
      ...host,
      fileExists: (name) => name === FILE || host.fileExists(name),
      readFile: (name) => (name === FILE ? source : host.readFile(name)),
      getSourceFile: (name, version) =>
        name === FILE ? ts.createSourceFile(name, source, version, true) : host.getSourceFile(name, version),
    },
  });
  const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
  if (diagnostics.length > 0) throw new Error(`the test source does not compile: ${diagnostics.join('; ')}`);
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(FILE) as ts.SourceFile;
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(file) as ts.Symbol);
  const symbolOf = (name: string): ts.Symbol => {
    const symbol = exports.find((exported) => exported.name === name);
    if (!symbol) throw new Error(`the test source exports no ${name}`);
    return symbol;
  };
  return {
    checker,
    file,
    typeOf(name) {
      const symbol = symbolOf(name);
      const value = ts.SymbolFlags.Variable | ts.SymbolFlags.Function;
      return symbol.flags & value ? checker.getTypeOfSymbol(symbol) : checker.getDeclaredTypeOfSymbol(symbol);
    },
    nodeOf: (name) => symbolOf(name).declarations?.[0] as ts.Node,
  };
}
