import ts from 'typescript';
import type { TypeShape } from '../model.ts';
import { createWarning } from '../report/warning.ts';
import type { ScanContext } from './scan-context.ts';
import { readTypeNode } from '../types/declared-types.ts';

/** The statuses an error can carry in the typed client (README "Typed errors"). */
const FIRST_STATUS = 300;
const LAST_STATUS = 599;

/**
 * The statuses and bodies `@Errors<{ 401: ErrorBody }>()` declares; other keys are warned about and skipped.
 * @example
 * readDeclaredErrors(decorator, context); // Map { 401 => { type: ErrorBody, node }, 422 => { type, node } }
 */
export function readDeclaredErrors(decorator: ts.Decorator, context: ScanContext): Map<number, TypeShape> {
  const declared = new Map<number, TypeShape>();
  const call = decorator.expression;
  const argument = ts.isCallExpression(call) ? call.typeArguments?.[0] : undefined;
  if (!argument) {
    const reason = '@Errors() without a type argument declares nothing: write @Errors<{ 404: ErrorBody }>()';
    context.warnings.push(createWarning(context.root, decorator, reason));
    return declared;
  }
  const checker = context.checker;
  for (const property of checker.getPropertiesOfType(checker.getTypeFromTypeNode(argument))) {
    const declaration = property.valueDeclaration;
    const at = declaration ?? argument;
    const status = Number(property.name);
    if (!Number.isInteger(status) || status < FIRST_STATUS || status > LAST_STATUS) {
      const reason = `@Errors key '${property.name}' skipped: not an error status (${FIRST_STATUS} to ${LAST_STATUS})`;
      context.warnings.push(createWarning(context.root, at, reason));
      continue;
    }
    const node = declaration && readTypeNode(declaration);
    declared.set(status, { type: checker.getTypeOfSymbol(property), node: node ?? at });
  }
  return declared;
}
