import ts from 'typescript';
import type { LeafShape, RouteShape } from '../model.ts';

/**
 * A handler's (or a gateway's, an event's) JSDoc as a document shows it: the first paragraph as summary, the rest
 * as description.
 * @example
 * readDoc(method); // { summary: 'Lists the users.', deprecated: false }
 */
export function readDoc(handler: ts.HasJSDoc): RouteShape['doc'] {
  const deprecated = ts.getJSDocDeprecatedTag(handler) !== undefined;
  const comments = ts.getJSDocCommentsAndTags(handler).filter(ts.isJSDoc);
  const text = comments
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n\n')
    .trim();
  if (text === '') return { deprecated };
  const [summary = '', ...rest] = text.split(/\n\s*\n/);
  const description = rest.join('\n\n').trim();
  return { summary: summary.replace(/\s*\n\s*/g, ' '), ...(description ? { description } : {}), deprecated };
}

/** Where a node starts: its file and 1-based line. */
export function readLocation(node: ts.Node): { file: string; line: number } {
  const file = node.getSourceFile();
  return { file: file.fileName, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1 };
}

/**
 * The statuses a route answers on success, as `@fw/core` picks them: `@HttpCode`'s, else 201 for POST and 200
 * otherwise, and 204 when the value may be empty (`undefined`, `null`, `void`) and no status is declared.
 * @example
 * readSuccessStatuses('post', leaf); // [201]
 */
export function readSuccessStatuses(method: string, leaf: Pick<LeafShape, 'httpCode' | 'response'>): number[] {
  if (leaf.httpCode !== undefined) return [leaf.httpCode];
  const status = method === 'post' ? 201 : 200;
  const response = leaf.response;
  if (response.kind !== 'value') return [status];
  const empty = ts.TypeFlags.Void | ts.TypeFlags.Undefined | ts.TypeFlags.Null;
  const members = response.members.filter((member) => !(member.flags & empty));
  if (members.length === response.members.length) return [status];
  return members.length === 0 ? [204] : [status, 204];
}
