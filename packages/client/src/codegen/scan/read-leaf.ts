import { readParamNames } from '#core/path';
import type { LeafShape, MethodRoute, TypeShape } from '../model.ts';
import { checkPathParams } from './path-params.ts';
import { findDecorator, readArguments, readRouteOption } from './read-decorator.ts';
import { readResponse } from './read-response.ts';
import { readScope } from './read-scope.ts';
import { readSlots, type Slot } from './read-slots.ts';
import type { ScanContext } from './scan-context.ts';
import { warnUnvalidatedSlots } from './unvalidated-slots.ts';

/**
 * What a route's handler declares at its full path; `undefined` (with a warning) for a route the server refuses.
 * @example
 * readLeafShape(route, '/users/:id', context)?.params.keyed.get('id'); // { type: string, node, optional: false }
 */
export function readLeafShape(route: MethodRoute, path: string, context: ScanContext): LeafShape | undefined {
  const slots = readSlots(route.handler, context);
  if (!slots || !checkPathParams(route, path, slots, context)) return undefined;
  warnUnvalidatedSlots(route, context);
  const bodyOption = readBodyOption(route, context);
  return {
    ...slots,
    params: withPathParams(slots.params, path, route, context),
    ...(bodyOption ? { bodyOption } : {}),
    response: readResponse(route.handler, context),
    scope: readScope(route.handler, context),
    ...readHttpCode(route, context),
  };
}

/** `:name` segments are params too, typed `string`, unless a declared param type already has them. */
function withPathParams(slot: Slot, path: string, route: MethodRoute, context: ScanContext): Slot {
  const checker = context.checker;
  const missing = readParamNames(path).filter(
    (name) => !slot.keyed.has(name) && !slot.whole.some((whole) => checker.getPropertyOfType(whole.type, name)),
  );
  if (missing.length === 0) return slot;
  const keyed = new Map(slot.keyed);
  for (const name of missing)
    keyed.set(name, { type: checker.getStringType(), node: route.decorator, optional: false });
  return { keyed, whole: slot.whole };
}

// `@Post(path, { body: Dto })`'s class is the body when the handler declares none (the Stage 3 form).
function readBodyOption(route: MethodRoute, context: ScanContext): TypeShape | undefined {
  const node = readRouteOption(route.decorator, 'body');
  if (!node) return undefined;
  const [construct] = context.checker.getTypeAtLocation(node).getConstructSignatures();
  return construct ? { type: construct.getReturnType(), node } : undefined;
}

// `@HttpCode(201)`, or a constant the checker types as one number.
function readHttpCode(route: MethodRoute, context: ScanContext): { httpCode?: number } {
  const decorator = findDecorator(route.handler, context, (name) => name === 'HttpCode');
  const [argument] = decorator ? readArguments(decorator.node) : [];
  const type = argument && context.checker.getTypeAtLocation(argument);
  return type?.isNumberLiteral() ? { httpCode: type.value } : {};
}
