import { KEY_ESCAPED, readPairKey, readPairValue, scanned, scanPair } from './query-syntax.ts';

/** One key's value from a request URL's query: a string, an array for a repeated key, or `undefined`. */
export type QueryValueReader = (url: string) => string | string[] | undefined;

type Found = string | string[] | undefined;

/**
 * Reads one query key straight from the URL, as `parseQuery` would, building no object of every key.
 * @example
 * createQueryValueReader('tag')('http://h/p?tag=a&tag=b'); // ['a', 'b']
 */
export function createQueryValueReader(key: string): QueryValueReader {
  return (url) => {
    const start = url.indexOf('?');
    if (start === -1) return undefined;
    let found: Found;
    for (let pair = start + 1; pair !== -1; pair = scanned.next) {
      const end = scanPair(url, pair);
      const { equals, escapes } = scanned;
      if (end > pair && hasKey(key, url, pair, equals, end, escapes))
        found = collect(found, readPairValue(url, equals, end, escapes));
    }
    return found;
  };
}

/**
 * The values of several query keys from one scan of the URL, in the order of `keys` (each as
 * `createQueryValueReader` reads it): a route naming two keys reads the query once, not twice.
 * @example
 * createQueryValuesReader(['q', 'limit'])('http://h/search?q=bun&limit=10'); // ['bun', '10']
 */
export function createQueryValuesReader(keys: readonly string[]): (url: string) => Found[] {
  return (url) => {
    const found: Found[] = [];
    for (let index = 0; index < keys.length; index++) found.push(undefined);
    const start = url.indexOf('?');
    if (start === -1) return found;
    for (let pair = start + 1; pair !== -1; pair = scanned.next) {
      const end = scanPair(url, pair);
      const { equals, escapes } = scanned;
      if (end === pair) continue;
      // Loops, not `findIndex`: a closure per pair costs more than the scan it saves.
      for (let index = 0; index < keys.length; index++) {
        if (!hasKey(keys[index] as string, url, pair, equals, end, escapes)) continue;
        found[index] = collect(found[index], readPairValue(url, equals, end, escapes));
        break;
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
