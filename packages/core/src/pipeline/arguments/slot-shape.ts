import { ConversionException } from '../../errors/http-exception.ts';
import { messages } from '../../errors/catalogue.ts';
import type { SlotTarget } from '../../errors/slot-target.ts';
import type { SlotRecord } from '../../metadata/store.ts';

type RawValue = string | string[] | undefined;
/** Turns a named query, path or header value into what its parameter declares. */
export type ValueShape = (value: RawValue) => unknown;

/** Each slot's shape, or `undefined`; a parameter from `defaultsFrom` on has a default (no `[]` for it). */
export function readSlotShapes(
  slots: readonly SlotRecord[],
  paramTypes: readonly unknown[] | undefined,
  defaultsFrom: number,
): (ValueShape | undefined)[] {
  return slots.map((slot, index) => readSlotShape(slot, paramTypes?.[index], index >= defaultsFrom));
}

// A path or header value is one string already: only a number or boolean needs a shape; arrays are query-only.
function readSlotShape(slot: SlotRecord, type: unknown, hasDefault: boolean): ValueShape | undefined {
  if (slot.key === undefined) return undefined;
  if (slot.kind === 'query') return readValueShape(type, hasDefault, { slot: 'query', key: slot.key });
  if ((slot.kind === 'param' || slot.kind === 'header') && (type === Number || type === Boolean)) {
    return readValueShape(type, hasDefault, { slot: slot.kind, key: slot.key });
  }
  return undefined;
}

/** The shape of a named value from its `design:paramtypes` entry, once per route (README "Request context"). */
export function readValueShape(type: unknown, hasDefault: boolean, target: SlotTarget): ValueShape | undefined {
  if (type === Array) return hasDefault ? (value) => (value === undefined ? undefined : toArray(value)) : toArray;
  if (type === Number) return (value) => (value === undefined ? undefined : toNumber(single(value, target), target));
  if (type === Boolean) return (value) => (value === undefined ? undefined : toBoolean(single(value, target), target));
  if (type === String) return (value) => (value === undefined ? undefined : single(value, target));
  return undefined;
}

/** A query value as an array: a repeated key's array as is, one value wrapped, an absent key `[]`. */
function toArray(value: RawValue): string[] {
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : value;
}

function single(value: string | string[], target: SlotTarget): string {
  if (typeof value === 'string') return value;
  throw new ConversionException(messages.notOneValue(target, value.length), target, value);
}

// `Number()` alone would take '' and '  ' as 0 and '0x10' as 16; a decimal literal is what a client sends.
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function toNumber(text: string, target: SlotTarget): number {
  const number = DECIMAL.test(text) ? Number(text) : Number.NaN;
  if (Number.isFinite(number)) return number;
  throw new ConversionException(messages.notANumber(target, text), target, text);
}

function toBoolean(text: string, target: SlotTarget): boolean {
  if (text === 'true') return true;
  if (text === 'false') return false;
  throw new ConversionException(messages.notABoolean(target, text), target, text);
}
