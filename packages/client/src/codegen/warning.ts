import path from 'node:path';
import ts from 'typescript';

/**
 * One problem the generator found and stepped over (spec, "Errors": the route is omitted, the
 * warning names file and line and is prefixed with the generator's package name, generation goes on).
 */
export interface CodegenWarning {
  /** Absolute path of the source file. */
  readonly file: string;
  /** 1-based line. */
  readonly line: number;
  /** 1-based column. */
  readonly column: number;
  /** Why, without the location: `route skipped: path argument is a function call`. */
  readonly reason: string;
  /** `@fw/client src/users.controller.ts:12:3 route skipped: ...`, the file relative to the API root. */
  readonly text: string;
}

export const WARNING_PREFIX = '@fw/client';

/** Builds a warning pointing at `node` (its first token, not its leading trivia). */
export function createWarning(root: string, node: ts.Node, reason: string): CodegenWarning {
  const sourceFile = node.getSourceFile();
  const at = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
  return createWarningAt(root, sourceFile.fileName, at.line + 1, at.character + 1, reason);
}

/**
 * A warning about a decorator argument that does not fold (spec "Errors": file and line of the route).
 * It points at the cause when the cause is inside the argument (`prefix()` in `@Get(prefix() + '/x')`);
 * when the cause is elsewhere (`export const FROM_CALL = make()` in another file) it points at the
 * argument and the reason ends with `via <file>:<line>` of the cause.
 *
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

export function createWarningAt(root: string, file: string, line: number, column: number, reason: string): CodegenWarning {
  return { file, line, column, reason, text: `${WARNING_PREFIX} ${toShownPath(root, file)}:${line}:${column} ${reason}` };
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
