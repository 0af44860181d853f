import { readPairKey, readPairValue, scanned, scanPair } from './query-syntax.ts';

/** Query values: one string, or an array when the key repeats (`?tag=a&tag=b`). */
export type QueryObject = Record<string, string | string[]>;

/**
 * Parses the query like `URLSearchParams` into a null-prototype object (`?__proto__=x` is just a key).
 * @example
 * parseQuery('http://h/p?tag=a&tag=b&q=x'); // { tag: ['a', 'b'], q: 'x' }
 */
export function parseQuery(url: string): QueryObject {
  const query = Object.create(null) as QueryObject;
  const start = url.indexOf('?');
  if (start === -1) return query;
  for (let pair = start + 1; pair !== -1; pair = scanned.next) {
    const end = scanPair(url, pair);
    if (end === pair) continue;
    const { equals, escapes } = scanned;
    addValue(query, readPairKey(url, pair, equals, end, escapes), readPairValue(url, equals, end, escapes));
  }
  return query;
}

function addValue(query: QueryObject, key: string, value: string): void {
  const previous = query[key];
  if (previous === undefined) query[key] = value;
  else if (Array.isArray(previous)) previous.push(value);
  else query[key] = [previous, value];
}
