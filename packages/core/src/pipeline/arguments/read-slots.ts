import type { Constructor } from '../../types.ts';
import type { ControllerRoute } from '../../routing/flatten.ts';
import type { SlotRecord } from '../../metadata/store.ts';
import { FwError, messages } from '../../errors/catalogue.ts';
import { readParamNames } from '../../http/path.ts';

type Method = (...args: unknown[]) => unknown;
type ParamTypes = readonly unknown[] | undefined;
type Slots = readonly SlotRecord[];

// Every parameter covered by a slot, or a tsconfig that drops parameter decorators gives wrong arguments.
export function readSlots(slots: Slots, method: Method, types: ParamTypes, where: string): SlotRecord[] {
  const count = Math.max(method.length, types?.length ?? 0, slots.length);
  const covered: SlotRecord[] = [];
  for (let index = 0; index < count; index++) {
    const slot = slots[index];
    if (slot === undefined) throw new FwError(messages.uncoveredParameter(where, index));
    covered.push(slot);
  }
  return covered;
}

// Without `design:paramtypes` a `@Schema` is never run and a number stays a string: fail here (README preset).
export function assertTypesNotNeeded(route: ControllerRoute, slots: Slots, where: string): void {
  const bodyNamed = route.handler.options.body !== undefined;
  slots.forEach((slot, index) => {
    const loss = readLossWithoutTypes(slot, bodyNamed);
    if (loss !== undefined) throw new FwError(messages.noParamTypes(where, index, describeSlot(slot), loss));
  });
}

function readLossWithoutTypes(slot: SlotRecord, bodyNamed: boolean): string | undefined {
  switch (slot.kind) {
    case 'body':
      if (bodyNamed) return undefined;
      return slot.key === undefined ? messages.lostBodySchema() : messages.lostSchema();
    case 'query':
    case 'param':
    case 'header':
      return slot.key === undefined ? messages.lostSchema() : messages.lostConversion();
    default:
      return undefined;
  }
}

const DECORATORS: Readonly<Record<string, string>> = { body: 'Body', query: 'Query', param: 'Param', header: 'Header' };

function describeSlot(slot: SlotRecord): string {
  return `@${DECORATORS[slot.kind]}(${slot.key === undefined ? '' : `'${slot.key}'`})`;
}

// A misspelt name (`@Param('id')` on `/users/:userId`) would hand the handler `undefined` on every request.
export function assertPathParam(route: ControllerRoute, key: string, where: string): void {
  const names = readParamNames(route.path);
  if (names.includes(key)) return;
  throw new FwError(messages.unknownPathParam(where, key, `${route.method} ${route.path}`, names));
}

// A custom decorator's function gets the context, as `@Ctx()` does, so it sees the body too.
export function usesBody(slot: SlotRecord): boolean {
  return slot.kind === 'body' || slot.kind === 'ctx' || slot.kind === 'custom';
}

// The class the body is declared as: the DTO whose `@Schema` validates it, `FormData`, or bytes.
export function readBodyType(route: ControllerRoute, slots: Slots, types: ParamTypes): Constructor | undefined {
  const declared = route.handler.options.body;
  if (declared) return declared;
  const index = slots.findIndex((slot) => slot.kind === 'body' && slot.key === undefined);
  const type = index === -1 ? undefined : types?.[index];
  return typeof type === 'function' ? (type as Constructor) : undefined;
}
