import { ConversionException } from '../errors/http-exception.ts';
import { messages } from '../errors/catalogue.ts';
import type { SlotTarget } from '../validation/target.ts';

type RawValue = string | string[] | undefined;
/** Turns a named query, path or header value into what its parameter declares. */
export type ValueShape = (value: RawValue) => unknown;

/**
 * The shape for a named `@Query`/`@Param`/`@Header` value, decided once per route from the parameter's
 * `design:paramtypes` entry (emitted only with `emitDecoratorMetadata`; without it `listen()` refuses a
 * named slot, see compile-route.ts). The contract gives the client the declared type, so the handler gets it too:
 * - `number` → a finite number; anything else (`abc`, empty, `Infinity`) answers 400 naming the slot
 *   (a `ConversionException`, as every refusal here);
 * - `boolean` → `true` for `true`, `false` for `false`; anything else answers 400;
 * - `string[]` → an array always (see `toArray`): `?tags=a` would otherwise be `'a'`;
 * - `string` → the one value: a key given twice (`?q=a&q=b`) answers 400, as for a number or boolean,
 *   rather than handing `string` code an array.
 * An absent value stays `undefined` (so a default value applies), except an absent array without a
 * default, which is `[]`.
 * The metadata records `Array` for `string[]`, `readonly string[]`, `Array<string>` and `tags?: string[]`,
 * `Number` for `number` and `page?: number`, and `Object` for unions (`string | string[]`, `number | 'all'`)
 * and `ReadonlyArray<string>`: those are left as parsed.
 */
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
