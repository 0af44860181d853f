import ts from 'typescript';
import type { MethodRoute } from '../model.ts';
import { createWarning } from '../report/warning.ts';
import { readTypeNode } from '../types/declared-types.ts';
import { quote } from '../types/text.ts';
import { foldString } from './fold-string.ts';
import { findDecorator, readArguments, readRouteOption } from './read-decorator.ts';
import { describeHandler, readContextShape } from './read-slots.ts';
import type { ScanContext } from './scan-context.ts';
import { readSchemaClass } from './schema-class.ts';

const SLOTS: Readonly<Record<string, readonly [whole: string, keyed: string]>> = {
  Body: ['body', 'body key'],
  Query: ['query', 'query key'],
  Param: ['params', 'param'],
  Header: ['headers', 'header'],
};

/**
 * Warns at each slot parameter whose `@Schema` class `@fw/core` cannot see at run time (README "A `@Schema`
 * class fw cannot see at run time"); the route stays in the contract.
 * @example
 * warnUnvalidatedSlots(route, context); // `... body of UsersController.create will not be validated ...`
 */
export function warnUnvalidatedSlots(route: MethodRoute, context: ScanContext): void {
  const named = readRouteOption(route.decorator, 'body') !== undefined;
  for (const parameter of route.handler.parameters) {
    const slot = findDecorator(parameter, context, (name) => name in SLOTS);
    if (!slot) {
      // A parameter with a decorator (`@Ctx()`) is not the Stage 3 form's `ctx`.
      if (!named && !ts.getDecorators(parameter)) warnStage3Body(route, parameter, context);
      continue;
    }
    const [keyNode] = readArguments(slot.node);
    if (slot.name === 'Body' && !keyNode && named) continue;
    const dto = readSchemaClass(parameter.type, context);
    if (!dto?.unreachable) continue;
    const [whole, keyed] = SLOTS[slot.name] ?? ['', ''];
    const folded = keyNode && foldString(keyNode, context.checker);
    const label = keyNode ? `${keyed} ${quote(folded && 'value' in folded ? folded.value : keyNode.getText())}` : whole;
    const reason = describeUnvalidated(label, route, dto.name, dto.unreachable);
    context.warnings.push(createWarning(context.root, parameter.name, reason));
  }
}

// The Stage 3 form has no parameter types at run time: only a class the route names is validated.
function warnStage3Body(route: MethodRoute, parameter: ts.ParameterDeclaration, context: ScanContext): void {
  const shape = parameter.type && readContextShape(parameter.type, context);
  const body = shape && context.checker.getPropertyOfType(context.checker.getTypeFromTypeNode(shape), 'body');
  const declaration = body?.valueDeclaration;
  const dto = declaration && readSchemaClass(readTypeNode(declaration), context);
  if (!dto) return;
  const method = route.method[0]?.toUpperCase() + route.method.slice(1);
  const route3 = `@${method}(path, { body: ${dto.name} })`;
  const fix = `the Stage 3 form has no design:paramtypes; name it in the route: ${route3}`;
  context.warnings.push(createWarning(context.root, declaration, describeUnvalidated('body', route, dto.name, fix)));
}

/** `body of UsersController.create will not be validated at run time: CreateUser has @Schema but ...`. */
export function describeUnvalidated(slot: string, route: MethodRoute, dto: string, unreachable: string): string {
  return (
    `${slot} of ${describeHandler(route.handler)} will not be validated at run time: ` +
    `${dto} has @Schema but ${unreachable}`
  );
}
