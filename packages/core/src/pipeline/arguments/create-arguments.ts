import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Constructor } from '../../types.ts';
import { describeHandler, type ControllerRoute } from '../../routing/flatten.ts';
import type { Context } from '../../context/context.ts';
import type { ValidationErrorFactory } from '../../validation/validate.ts';
import { readParamTypes } from '../../metadata/polyfill.ts';
import { FwError, messages } from '../../errors/catalogue.ts';
import {
  createAsyncInvoker,
  createDirectInvoker,
  createExtractors,
  createInvoker,
  type DirectInvoker,
} from './extract.ts';
import { assertPathParam, assertTypesNotNeeded, readBodyType, readSlots, usesBody } from './read-slots.ts';
import { readSchemaOf, withSlotSchemas } from './slot-schemas.ts';
import { readSlotShapes } from './slot-shape.ts';

type Method = (...args: unknown[]) => unknown;

export interface ArgumentOptions {
  readonly validationError: ValidationErrorFactory;
  /** Middleware or a filter sees the context, so the handler is called with one even when no slot needs it. */
  readonly contextSeen: boolean;
}

/** A handler's arguments, decided once per route at `listen()`. */
export interface RouteArguments {
  /** The class the body is declared as: a DTO, `FormData`, `ArrayBuffer`, `Uint8Array`, or `undefined`. */
  readonly bodyType: Constructor | undefined;
  /** The body type's `@Schema`, which validates the whole body before the handler runs. */
  readonly bodySchema: StandardSchemaV1 | undefined;
  /** Whether an argument can read the body: `@Body`, `@Ctx`, a custom decorator, a Stage 3 handler's context. */
  readonly usesBody: boolean;
  /** Whether an argument is awaited (a custom decorator, a `@Schema`-typed slot): `call` returns a promise. */
  readonly resolving: boolean;
  /** Calls the handler with its arguments read from the context. */
  readonly call: (ctx: Context) => unknown;
  /** Calls the handler without a context; `undefined` when the context is seen or an argument needs it. */
  readonly direct: DirectInvoker | undefined;
}

/**
 * Reads and checks a handler's slots, then compiles them into its calls: the one place arguments are built.
 * @example
 * const args = createArguments(route, instance, method, { validationError, contextSeen: middleware.length > 0 });
 */
export function createArguments(
  route: ControllerRoute,
  instance: object,
  method: Method,
  options: ArgumentOptions,
): RouteArguments {
  const where = describeHandler(route);
  const stage3 = route.handler.form === 'stage3';
  if (stage3 && method.length > 1) throw new FwError(messages.stage3Arity(where, method.length));
  const paramTypes = stage3 ? undefined : readParamTypes(route.controller.prototype, route.name);
  const slots = stage3 ? [] : readSlots(route.record.slots, method, paramTypes, where);
  if (!stage3 && paramTypes === undefined) assertTypesNotNeeded(route, slots, where);
  for (const slot of slots)
    if (slot.kind === 'param' && slot.key !== undefined) assertPathParam(route, slot.key, where);
  const bodyType = readBodyType(route, slots, paramTypes);
  const shapes = readSlotShapes(slots, paramTypes, method.length);
  const extractors = createExtractors(slots, shapes, paramTypes);
  const validated = withSlotSchemas(extractors, slots, paramTypes, options.validationError);
  const resolving = validated !== undefined || slots.some((slot) => slot.kind === 'custom');
  const contextFree = !stage3 && !options.contextSeen && !resolving;
  return {
    bodyType,
    bodySchema: readSchemaOf(bodyType),
    usesBody: stage3 || slots.some(usesBody),
    resolving,
    call: stage3
      ? (ctx) => method.call(instance, ctx)
      : resolving
        ? createAsyncInvoker(instance, method, validated ?? extractors)
        : createInvoker(instance, method, extractors),
    direct: contextFree ? createDirectInvoker(instance, method, slots, shapes, paramTypes) : undefined,
  };
}
