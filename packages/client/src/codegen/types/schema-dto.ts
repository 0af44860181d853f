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
  const local = checker.getSymbolAtLocation(call.expression);
  // By the imported name too: where @fw/core does not resolve, the alias leads nowhere.
  const aliased = local && local.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(local) : local;
  return local?.name === 'SchemaDto' || aliased?.name === 'SchemaDto' ? call : undefined;
}

/** Why a `SchemaDto` class is written as `{}`: its schema's types are not in the program. */
export const UNRESOLVED_SCHEMA_DTO =
  "extends SchemaDto() but its schema's input type cannot be read (@fw/core or the validator's types do not " +
  'resolve from this project): written as {}';

/**
 * What a client sends for a `SchemaDto` class: its schema's input type (the handler sees the output);
 * `null` when the class extends `SchemaDto` but the type cannot be read, `undefined` for other classes.
 * @example
 * readSchemaDtoInput(symbol, checker); // { name: string; age?: unknown } for z.object({ ..., age: z.coerce... })
 */
export function readSchemaDtoInput(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Type | null | undefined {
  const call = symbol.declarations?.map((node) => readSchemaDtoCall(node, checker)).find(Boolean);
  if (!call) return undefined;
  const read = (type: ts.Type | undefined, name: string) => {
    const property = type && checker.getPropertyOfType(checker.getNonNullableType(type), name);
    return property && checker.getTypeOfSymbol(property);
  };
  return read(read(read(read(checker.getTypeAtLocation(call), 'schema'), '~standard'), 'types'), 'input') ?? null;
}
