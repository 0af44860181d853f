/**
 * The query syntax `parseQuery` (every key) and `createQueryValueReader` (one key) both follow: the
 * query starts after the first `?` and ends at `#`, pairs are split by `&`, a pair's key by its first
 * `=`, an empty pair is skipped. Escapes (`%`, `+` for a space) are decoded after the split, so `%26`,
 * `%3D` and `%23` are data.
 *
 * Each keeps its own one-pass loop over the characters, the same loop with a different step per pair.
 * One loop calling a visitor per pair cost a named `@Query` read about 40 instructions more under
 * callgrind (three keys on `?q=bun&limit=10&tags=a&tags=b`: 140 a request): JSC inlines the visitor
 * but checks at every pair which one it is, and the loop is too big for it to inline into a caller
 * that passes a constant visitor. A unit test pins the two loops together.
 */

export const AMPERSAND = 38;
export const EQUALS = 61;
export const HASH = 35;
export const PERCENT = 37;
export const PLUS = 43;

/** Bits of a pair's `escapes`: which side holds a `%` or `+` and must be decoded. */
export const KEY_ESCAPED = 1;
export const VALUE_ESCAPED = 2;

/** The bit a `%` or `+` at this point of a pair sets: the key's until the first `=`, then the value's. */
export function escapeSide(equals: number): number {
  return equals === -1 ? KEY_ESCAPED : VALUE_ESCAPED;
}

/** A pair's key, `url.slice(pair, equals or end)`, decoded when it holds an escape. */
export function readPairKey(url: string, pair: number, equals: number, end: number, escapes: number): string {
  const key = url.slice(pair, equals === -1 ? end : equals);
  return (escapes & KEY_ESCAPED) === 0 ? key : decodeEscaped(key);
}

/** A pair's value, decoded when it holds an escape; a key without `=` has the value `''`. */
export function readPairValue(url: string, equals: number, end: number, escapes: number): string {
  const value = equals === -1 ? '' : url.slice(equals + 1, end);
  return (escapes & VALUE_ESCAPED) === 0 ? value : decodeEscaped(value);
}

// `+` is a space; a component with a bad escape (`%zz`, a lone `%e9`) is kept as it is, spaces aside.
function decodeEscaped(text: string): string {
  const spaced = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
