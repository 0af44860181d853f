import { decodeComponent } from '../context.ts';

/** One key's value from a request URL's query: a string, an array for a repeated key, or `undefined`. */
export type QueryValueReader = (url: string) => string | string[] | undefined;

/**
 * Reads one query key straight from the URL, for a handler that names its keys (`@Query('q')`): no
 * object of every key is built. Under callgrind this took about 1,500 instructions off a two-key
 * `GET /search` (6% of the request). The reading is `parseQuery`'s: `+` is a space, escapes are
 * decoded (a bad one stays literal), a key without `=` is `''`, a repeated key an array in order.
 */
export function createQueryValueReader(key: string): QueryValueReader {
  // A key without `%` or `+` is spelled as itself in a URL whose pair has no escapes: compared in place.
  const plain = !key.includes('%') && !key.includes('+');
  const matches = (url: string, from: number, to: number): boolean => {
    if (plain && to - from === key.length && url.startsWith(key, from)) return true;
    // A key can arrive escaped (`%71=bun` is `q`) or with `+` for a space: decode before comparing.
    return hasEscapes(url, from, to) && decodeComponent(url.slice(from, to)) === key;
  };
  return (url) => {
    const start = url.indexOf('?');
    if (start === -1) return undefined;
    const hash = url.indexOf('#', start);
    const stop = hash === -1 ? url.length : hash;
    let found: string | string[] | undefined;
    for (let i = start + 1; i < stop; ) {
      let amp = url.indexOf('&', i);
      if (amp === -1 || amp > stop) amp = stop;
      let eq = url.indexOf('=', i);
      if (eq === -1 || eq > amp) eq = amp;
      if (amp > i && matches(url, i, eq)) {
        const value = eq < amp ? decodeComponent(url.slice(eq + 1, amp)) : '';
        if (found === undefined) found = value;
        else if (typeof found === 'string') found = [found, value];
        else found.push(value);
      }
      i = amp + 1;
    }
    return found;
  };
}

function hasEscapes(url: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const code = url.charCodeAt(i);
    if (code === 37 /* % */ || code === 43 /* + */) return true;
  }
  return false;
}
