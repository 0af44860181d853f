// After the first `?`, up to `#`; pairs split by `&`, key by the first `=`; escapes decoded after the split.

const AMPERSAND = 38;
const EQUALS = 61;
const HASH = 35;
const PERCENT = 37;
const PLUS = 43;

/** Bits of a pair's `escapes`: which side holds a `%` or `+` and must be decoded. */
export const KEY_ESCAPED = 1;
const VALUE_ESCAPED = 2;

/** What the last `scanPair` found; one object reused, so a scan allocates nothing per pair. */
export const scanned = { equals: -1, escapes: 0, next: -1 };

/**
 * Scans the pair at `from`, returns its end and fills `scanned` (`=`, escapes, next pair or -1).
 * @example
 * for (let pair = url.indexOf('?') + 1; pair !== -1; pair = scanned.next) {
 *   const end = scanPair(url, pair);
 * }
 */
export function scanPair(url: string, from: number): number {
  const length = url.length;
  let equals = -1;
  let escapes = 0;
  let code = 0;
  let end = from;
  for (; end < length; end++) {
    code = url.charCodeAt(end);
    if (code === AMPERSAND || code === HASH) break;
    if (code === EQUALS) {
      if (equals === -1) equals = end;
    } else if (code === PERCENT || code === PLUS) {
      escapes |= equals === -1 ? KEY_ESCAPED : VALUE_ESCAPED;
    }
  }
  scanned.equals = equals;
  scanned.escapes = escapes;
  scanned.next = end < length && code === AMPERSAND ? end + 1 : -1;
  return end;
}

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
