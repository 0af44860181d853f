import ts from 'typescript';

/**
 * The name a project type's module exports it under, for `importTypes`; `undefined`: declared in the contract.
 * @example
 * readExportName(userDtoSymbol, program); // 'UserDto'
 */
export function readExportName(symbol: ts.Symbol, program: ts.Program): string | undefined {
  const sourceFile = symbol.declarations?.[0]?.getSourceFile();
  if (!sourceFile || sourceFile.isDeclarationFile || program.isSourceFileFromExternalLibrary(sourceFile)) {
    return undefined;
  }
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(sourceFile);
  if (!module) return undefined;
  for (const exported of checker.getExportsOfModule(module)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (target === symbol && exported.name !== 'default') return exported.name;
  }
  return undefined;
}
