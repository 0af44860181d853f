import ts from 'typescript';
import type { JsonSchema } from './schema.ts';

/**
 * A declaration's JSDoc as `description`, and `@deprecated` as `deprecated`, added to its schema.
 * @example
 * withDocumentation({ type: 'string' }, nameSymbol, checker); // { type: 'string', description: 'Shown to others.' }
 */
export function withDocumentation(schema: JsonSchema, symbol: ts.Symbol, checker: ts.TypeChecker): JsonSchema {
  if (isUndocumentedMember(symbol)) return schema;
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const deprecated = symbol.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');
  if (typeof schema !== 'object' || (!text && !deprecated)) return schema;
  const notes = { ...(text ? { description: text } : {}), ...(deprecated ? { deprecated: true } : {}) };
  // A `$ref` is made for each reference and named later: it is completed in place (2020-12 allows siblings).
  if (schema.$ref !== undefined) return Object.assign(schema, notes);
  return { ...schema, ...notes };
}

/**
 * A member with no JSDoc of its own in a class or interface with no bases: nothing to inherit either, so the
 * checker's walk through the bases is skipped.
 */
function isUndocumentedMember(symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations;
  if (!declarations || declarations.length === 0) return false;
  return declarations.every(
    (declaration) =>
      (ts.isPropertyDeclaration(declaration) || ts.isPropertySignature(declaration)) &&
      ts.getJSDocCommentsAndTags(declaration).length === 0 &&
      !hasBases(declaration.parent),
  );
}

function hasBases(container: ts.Node): boolean {
  if (!ts.isClassLike(container) && !ts.isInterfaceDeclaration(container)) return false;
  return (container.heritageClauses?.length ?? 0) > 0;
}
