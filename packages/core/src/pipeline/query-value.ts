import {
  AMPERSAND,
  EQUALS,
  escapeSide,
  HASH,
  KEY_ESCAPED,
  PERCENT,
  PLUS,
  readPairKey,
  readPairValue,
} from './query-syntax.ts';

/** One key's value from a request URL's query: a string, an array for a repeated key, or `undefined`. */
export type QueryValueReader = (url: string) => string | string[] | undefined;

type Found = string | string[] | undefined;

/**
 * Reads one query key straight from the URL, for a handler that names its keys (`@Query('q')`): no
 * object of every key is built. The reading is `parseQuery`'s (see query-syntax.ts): `+` is a space,
 * escapes are decoded (a bad one stays literal), a key without `=` is `''`, a repeated key an array in
 * order.
 *
 * One pass over the characters, and a pair whose key holds no `%` or `+` is compared in place, never
 * sliced or decoded. Under callgrind, `GET /search?q=bun&limit=10` took about 900 instructions less
 * than with the `parseQuery` of then (which searched with `indexOf`); a version that asked `indexOf`
 * whether the query held `%`, `+` or `#` gained nothing, as each such call cost about 170.
 */
export function createQueryValueReader(key: string): QueryValueReader {
  return (url) => {
    const start = url.indexOf('?');
    if (start === -1) return undefined;
    const length = url.length;
    let found: Found;
    let pair = start + 1;
    let equals = -1;
    let escapes = 0;
    // The loop of `parseQuery`, with another step per pair.
    for (let i = pair; i <= length; i++) {
      const code = i === length ? HASH : url.charCodeAt(i);
      if (code === AMPERSAND || code === HASH) {
        if (i > pair && hasKey(key, url, pair, equals, i, escapes))
          found = collect(found, readPairValue(url, equals, i, escapes));
        if (code === HASH) break;
        pair = i + 1;
        equals = -1;
        escapes = 0;
      } else if (code === EQUALS) {
        if (equals === -1) equals = i;
      } else if (code === PERCENT || code === PLUS) {
        escapes |= escapeSide(equals);
      }
    }
    return found;
  };
}

function hasKey(key: string, url: string, pair: number, equals: number, end: number, escapes: number): boolean {
  if ((escapes & KEY_ESCAPED) !== 0) return readPairKey(url, pair, equals, end, escapes) === key;
  const keyEnd = equals === -1 ? end : equals;
  return keyEnd - pair === key.length && url.startsWith(key, pair);
}

function collect(found: Found, value: string): string | string[] {
  if (found === undefined) return value;
  if (typeof found === 'string') return [found, value];
  found.push(value);
  return found;
}
