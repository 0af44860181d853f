import path from 'node:path';
import ts from 'typescript';
import type { CodegenWarning } from '../model.ts';

export const WARNING_PREFIX = '@fw/client:';

/** Builds a warning pointing at `node` (its first token, not its leading trivia). */
export function createWarning(root: string, node: ts.Node, reason: string): CodegenWarning {
  const sourceFile = node.getSourceFile();
  const at = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  return createWarningAt(root, sourceFile.fileName, at.line + 1, at.character + 1, reason);
}

/**
 * A warning at the cause of an unfoldable argument, or at the argument with `via <file>:<line>` (spec "Errors").
 * @example
 * const reason = 'route A.b skipped: its path argument is a function call (make())';
 * createArgumentWarning(root, decoratorArgument, folded.node, reason);
 */
export function createArgumentWarning(root: string, argument: ts.Node, cause: ts.Node, reason: string): CodegenWarning {
  const file = cause.getSourceFile();
  const inside = file === argument.getSourceFile() && cause.pos >= argument.pos && cause.end <= argument.end;
  if (inside) return createWarning(root, cause, reason);
  const line = file.getLineAndCharacterOfPosition(cause.getStart(file)).line + 1;
  return createWarning(root, argument, `${reason} via ${toShownPath(root, file.fileName)}:${line}`);
}

export function createWarningAt(
  root: string,
  file: string,
  line: number,
  column: number,
  reason: string,
): CodegenWarning {
  return {
    file,
    line,
    column,
    reason,
    text: `${WARNING_PREFIX} ${toShownPath(root, file)}:${line}:${column} ${reason}`,
  };
}

/** A file as warnings show it: relative to the API root, with `/` separators. */
export function toShownPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

const SYNTAX_ERROR = 'syntax error, contract not updated';

/** The reason of a warning for a file that does not parse (the contract is then left as it was). */
export function toSyntaxReason(message: string): string {
  return `${SYNTAX_ERROR}: ${message}`;
}

export function isSyntaxWarning(warning: CodegenWarning): boolean {
  return warning.reason.startsWith(SYNTAX_ERROR);
}

const NO_ROUTES = 'no routes found';

/**
 * The warning of a scan that found no route: about the project, so `file` is the root, `line` and `column` 0.
 * @example
 * createNoRoutesWarning('/repo', ['src/**\/*.ts'], 0).text;
 * // '@fw/client: no routes found: no file under /repo matches src/**\/*.ts, so the contract was not written (...)'
 */
export function createNoRoutesWarning(root: string, glob: readonly string[], files: number): CodegenWarning {
  const patterns = glob.join(', ');
  const found =
    files === 0
      ? `no file under ${root} matches ${patterns}`
      : `none of the ${files} ${files === 1 ? 'file' : 'files'} under ${root} matching ${patterns} ` +
        'has a controller route';
  const reason =
    `${NO_ROUTES}: ` + `${found}, so the contract was not written (is that the API project? check root and glob)`;
  return { file: root, line: 0, column: 0, reason, text: `${WARNING_PREFIX} ${reason}` };
}

/**
 * The warning of a generation that found no route, and so did not write the contract.
 * @example
 * if (report.warnings.some(isNoRoutesWarning)) process.exitCode = 1; // what fw-client does
 */
export function isNoRoutesWarning(warning: CodegenWarning): boolean {
  return warning.reason.startsWith(NO_ROUTES);
}

/** Each warning once, by file, line and column. */
export function sortWarnings(warnings: readonly CodegenWarning[]): CodegenWarning[] {
  const unique = new Map(warnings.map((warning) => [warning.text, warning]));
  return [...unique.values()].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column,
  );
}
