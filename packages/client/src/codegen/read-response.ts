import ts from 'typescript';
import type { ScanContext } from './scan-context.ts';

const EMPTY = ts.TypeFlags.Void | ts.TypeFlags.Undefined;

/**
 * The contract `response` of a handler (spec "Response payload mapping"): the declared or inferred
 * return type with a promise unwrapped; `void`/`undefined` → `null` (the server answers 204);
 * `T | undefined` → `T | null`; a raw `Response` (for example from `ctx.json(...)`) → `unknown`.
 *
 * @example
 * readResponse(method, context); // 'User[]'
 */
export function readResponse(handler: ts.MethodDeclaration, context: ScanContext): string {
  const checker = context.checker;
  const signature = checker.getSignatureFromDeclaration(handler);
  if (!signature) return 'unknown';
  const returned = checker.getReturnTypeOfSignature(signature);
  const type = checker.getAwaitedType(returned) ?? returned;
  const members = type.isUnion() ? type.types : [type];
  if (members.some((member) => isRawResponse(member, context.program))) return 'unknown';
  if (!members.some((member) => member.flags & EMPTY)) return context.printer.print(type);
  const kept = members.filter((member) => !(member.flags & EMPTY));
  if (kept.length === 0) return 'null';
  const hasNull = kept.some((member) => member.flags & ts.TypeFlags.Null);
  const text = context.printer.printUnion(kept);
  return hasNull ? text : `${text} | null`;
}

/** The runtime's `Response` class, wherever its declaration comes from (lib.dom, @types/bun...). */
function isRawResponse(type: ts.Type, program: ts.Program): boolean {
  const symbol = type.symbol;
  return (
    symbol?.name === 'Response' &&
    (symbol.declarations ?? []).some((declaration) => {
      const file = declaration.getSourceFile();
      return file.isDeclarationFile && (program.isSourceFileDefaultLibrary(file) || program.isSourceFileFromExternalLibrary(file) || file.fileName.includes('/node_modules/'));
    })
  );
}
