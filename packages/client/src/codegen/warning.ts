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

export function createWarningAt(root: string, file: string, line: number, column: number, reason: string): CodegenWarning {
  const shown = path.relative(root, file).split(path.sep).join('/');
  return { file, line, column, reason, text: `${WARNING_PREFIX} ${shown}:${line}:${column} ${reason}` };
}

const SYNTAX_ERROR = 'syntax error, contract not updated';

/** The reason of a warning for a file that does not parse (the contract is then left as it was). */
export function toSyntaxReason(message: string): string {
  return `${SYNTAX_ERROR}: ${message}`;
}

export function isSyntaxWarning(warning: CodegenWarning): boolean {
  return warning.reason.startsWith(SYNTAX_ERROR);
}
