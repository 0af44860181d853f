import ts from 'typescript';

// A file's dependencies from its syntax alone, cached per parsed object (kept until it changes, ProjectProgram).

const specifiers = new WeakMap<ts.SourceFile, readonly ts.StringLiteralLike[]>();
const global = new WeakMap<ts.SourceFile, boolean>();
const IMPORT_CALL = /\bimport\s*\(/;

/**
 * Every module specifier the file names, `import('./dto')` in types and calls included (it can shape a type).
 * @example
 * readModuleSpecifiers(file).map((specifier) => specifier.text); // ['@fw/core', './user.dto.ts']
 */
export function readModuleSpecifiers(file: ts.SourceFile): readonly ts.StringLiteralLike[] {
  let found = specifiers.get(file);
  if (!found) {
    const list: ts.StringLiteralLike[] = [];
    for (const statement of file.statements) {
      const specifier = readStatementSpecifier(statement);
      if (specifier) list.push(specifier);
    }
    // The walk over every node only runs for the few files that contain `import(`.
    if (IMPORT_CALL.test(file.text)) collectImportCalls(file, list);
    specifiers.set(file, list);
    found = list;
  }
  return found;
}

/**
 * True when the file can change types where it is not imported: a script, `declare global`, an augmentation...
 * @example
 * affectsGlobals(ts.createSourceFile('g.d.ts', 'interface Window { x: 1 }', ts.ScriptTarget.ES2022)); // true
 */
export function affectsGlobals(file: ts.SourceFile): boolean {
  let answer = global.get(file);
  if (answer === undefined) {
    answer =
      !ts.isExternalModule(file) ||
      file.referencedFiles.length > 0 ||
      file.typeReferenceDirectives.length > 0 ||
      file.libReferenceDirectives.length > 0 ||
      file.statements.some(isGlobalStatement);
    global.set(file, answer);
  }
  return answer;
}

/** `declare global { }`, `declare module 'x' { }` and `export as namespace X` reach past the file. */
function isGlobalStatement(statement: ts.Statement): boolean {
  if (ts.isNamespaceExportDeclaration(statement)) return true;
  if (!ts.isModuleDeclaration(statement)) return false;
  return ts.isStringLiteral(statement.name) || (statement.flags & ts.NodeFlags.GlobalAugmentation) !== 0;
}

function readStatementSpecifier(statement: ts.Statement): ts.StringLiteralLike | undefined {
  if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) {
    const specifier = statement.moduleSpecifier;
    return specifier && ts.isStringLiteralLike(specifier) ? specifier : undefined;
  }
  if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
    const specifier = statement.moduleReference.expression;
    return ts.isStringLiteralLike(specifier) ? specifier : undefined;
  }
  return undefined;
}

function collectImportCalls(node: ts.Node, list: ts.StringLiteralLike[]): void {
  if (ts.isImportTypeNode(node)) {
    const argument = node.argument;
    if (ts.isLiteralTypeNode(argument) && ts.isStringLiteralLike(argument.literal)) list.push(argument.literal);
  } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [argument] = node.arguments;
    if (argument && ts.isStringLiteralLike(argument)) list.push(argument);
  }
  ts.forEachChild(node, (child) => collectImportCalls(child, list));
}
