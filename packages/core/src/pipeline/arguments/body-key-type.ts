import { BadRequestException } from '../../errors/http-exception.ts';
import { messages } from '../../errors/catalogue.ts';
import type { SlotTarget } from '../../errors/slot-target.ts';
import { readMediaType } from '../media-type.ts';
import { readValueShape } from './slot-shape.ts';

/** Hands on a keyed body value of the declared primitive type, or throws a 400 naming the key. */
export type BodyKeyCheck = (value: unknown, request: Request) => unknown;

const EXPECTED = new Map<unknown, [kind: string, phrase: string]>([
  [String, ['string', 'a string']],
  [Number, ['number', 'a number']],
  [Boolean, ['boolean', 'true or false']],
  [Array, ['array', 'an array']],
]);

/**
 * The check of `@Body('key')` declared `string`, `number`, `boolean` or an array; `undefined` for other types
 * (a `@Schema` class is validated instead). JSON keeps its types; a form's strings are converted as a query's.
 * @example
 * readBodyKeyCheck(Number, 'age')?.('7', jsonRequest); // throws a 400: Body key "age" must be a number, got "7"
 */
export function readBodyKeyCheck(type: unknown, key: string): BodyKeyCheck | undefined {
  const expected = EXPECTED.get(type);
  if (expected === undefined) return undefined;
  const [kind, phrase] = expected;
  const target: SlotTarget = { slot: 'body', key };
  const fromForm = readValueShape(type, false, target);
  return (value, request) => {
    if (value === undefined) return value;
    if (
      kind === 'array' ? Array.isArray(value) : typeof value === kind && (kind !== 'number' || Number.isFinite(value))
    ) {
      return value;
    }
    if (typeof value === 'string' && fromForm !== undefined && isForm(request)) return fromForm(value);
    throw new BadRequestException(messages.wrongBodyType(target, phrase, value));
  };
}

function isForm(request: Request): boolean {
  const type = readMediaType(request.headers.get('content-type'));
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}
