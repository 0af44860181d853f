import ts from 'typescript';
import { isNamedDeclaration } from '../cache/pin-types.ts';
import { CheckerMemo } from '../cache/checker-memo.ts';
import type { JsonSchema } from './schema.ts';

/**
 * A declaration's JSDoc as `description`, and `@deprecated` as `deprecated`, added to its schema.
 * @example
 * withDocumentation({ type: 'string' }, nameSymbol, checker); // { type: 'string', description: 'Shown to others.' }
 */
export function withDocumentation(schema: JsonSchema, symbol: ts.Symbol, checker: ts.TypeChecker): JsonSchema {
  const notes = readNotes(symbol, checker);
  if (typeof schema !== 'object' || !notes) return schema;
  // A `$ref` is made for each reference and named later: it is completed in place (2020-12 allows siblings).
  if (schema.$ref !== undefined) return Object.assign(schema, notes);
  return { ...schema, ...notes };
}

interface Notes {
  readonly description?: string;
  readonly deprecated?: true;
}

const notesOf = new CheckerMemo<Notes | undefined>();

function readNotes(symbol: ts.Symbol, checker: ts.TypeChecker): Notes | undefined {
  return notesOf.read(checker, symbol, () => (isUndocumented(symbol) ? undefined : readJsDoc(symbol, checker)));
}

function readJsDoc(symbol: ts.Symbol, checker: ts.TypeChecker): Notes | undefined {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const deprecated = symbol.getJsDocTags(checker).some((tag) => tag.name === 'deprecated');
  if (!text && !deprecated) return undefined;
  return { ...(text ? { description: text } : {}), ...(deprecated ? { deprecated: true } : {}) };
}

/**
 * A type, or a member of a class or interface with no bases, with no JSDoc of its own: nothing to inherit
 * either (a type's JSDoc is never inherited), so the checker's walk through the bases is skipped.
 */
function isUndocumented(symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations;
  if (!declarations || declarations.length === 0) return false;
  return declarations.every(
    (declaration) =>
      (isNamedDeclaration(declaration) ||
        ((ts.isPropertyDeclaration(declaration) || ts.isPropertySignature(declaration)) &&
          !hasBases(declaration.parent))) &&
      ts.getJSDocCommentsAndTags(declaration).length === 0,
  );
}

function hasBases(container: ts.Node): boolean {
  if (!ts.isClassLike(container) && !ts.isInterfaceDeclaration(container)) return false;
  return (container.heritageClauses?.length ?? 0) > 0;
}
