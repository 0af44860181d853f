import ts from 'typescript';

/**
 * The `SchemaDto(schema)` call a class extends (`class CreateUserDto extends SchemaDto(schema) {}`), if any.
 * @example
 * readSchemaDtoCall(declaration, checker); // the call expression `SchemaDto(createUser)`
 */
export function readSchemaDtoCall(node: ts.Node, checker: ts.TypeChecker): ts.CallExpression | undefined {
  if (!ts.isClassDeclaration(node)) return undefined;
  const base = node.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
  const call = base?.expression;
  if (!call || !ts.isCallExpression(call)) return undefined;
  let callee = checker.getSymbolAtLocation(call.expression);
  if (callee && callee.flags & ts.SymbolFlags.Alias) callee = checker.getAliasedSymbol(callee);
  return callee?.name === 'SchemaDto' ? call : undefined;
}

/**
 * What a client sends for a `SchemaDto` class: its schema's input type (the handler sees the output).
 * @example
 * readSchemaDtoInput(symbol, checker); // { name: string; age?: unknown } for z.object({ ..., age: z.coerce... })
 */
export function readSchemaDtoInput(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Type | undefined {
  const call = symbol.declarations?.map((node) => readSchemaDtoCall(node, checker)).find(Boolean);
  if (!call) return undefined;
  const read = (type: ts.Type | undefined, name: string) => {
    const property = type && checker.getPropertyOfType(checker.getNonNullableType(type), name);
    return property && checker.getTypeOfSymbol(property);
  };
  return read(read(read(read(checker.getTypeAtLocation(call), 'schema'), '~standard'), 'types'), 'input');
}
