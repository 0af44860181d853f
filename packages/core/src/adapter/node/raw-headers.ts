import { forwardToReal } from './stand-in.ts';
import { isFieldName } from './field-name.ts';

// RFC 9110 §5.1 field-name (token): anything else goes to `Headers`, which throws the TypeError.
const TOKEN = /^[!#$%&'*+\-.^`|~\w]+$/;
// The names asked for, lower-cased, `null` for one that is not a token: an app asks for the same few.
const keys = new Map<string, string | null>();
const KEYS_KEPT = 256;

/**
 * A request's `Headers` read off `node:http`'s raw list: `get` and `has` scan it, as most handlers only
 * ask for a header or two; any other member (iteration, `set`) builds the Fetch `Headers` and is its.
 */
export class RawHeaders {
  readonly #raw: readonly string[];
  #real: Headers | undefined;

  constructor(raw: readonly string[]) {
    this.#raw = raw;
  }

  // As `Headers.get`: the values of every line with that name, case-insensitive, joined with `, `.
  get(name: string): string | null {
    if (this.#real !== undefined) return this.#real.get(name);
    const key = toKey(name);
    if (key === null) return RawHeaders.toReal(this).get(name);
    const raw = this.#raw;
    let found: string | null = null;
    for (let index = 0; index < raw.length; index += 2) {
      if (isFieldName(raw[index] as string, key)) {
        const value = raw[index + 1] as string;
        found = found === null ? value : `${found}, ${value}`;
      }
    }
    return found;
  }

  has(name: string): boolean {
    return this.get(name) !== null;
  }

  // As `Headers` iterates (an access log's headers object): lower-case names in order, a name's values joined.
  entries(): IterableIterator<[string, string]> {
    if (this.#real !== undefined) return this.#real.entries();
    const joined = new Map<string, string>();
    const cookies: string[] = [];
    const raw = this.#raw;
    for (let index = 0; index < raw.length; index += 2) {
      const key = (raw[index] as string).toLowerCase();
      if (!TOKEN.test(key)) return RawHeaders.toReal(this).entries();
      const value = raw[index + 1] as string;
      if (key === 'set-cookie') cookies.push(value);
      else {
        const found = joined.get(key);
        joined.set(key, found === undefined ? value : `${found}, ${value}`);
      }
    }
    const names = [...joined.keys()];
    if (cookies.length > 0) names.push('set-cookie');
    const pairs: [string, string][] = [];
    for (const name of names.sort()) {
      if (name === 'set-cookie') for (const cookie of cookies) pairs.push([name, cookie]);
      else pairs.push([name, joined.get(name) as string]);
    }
    return pairs[Symbol.iterator]();
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }

  /** `Headers` with the raw list's lines, in order. */
  static toHeaders(raw: readonly string[]): Headers {
    const headers = new Headers();
    for (let index = 0; index < raw.length; index += 2) headers.append(raw[index] as string, raw[index + 1] as string);
    return headers;
  }

  static toReal(headers: RawHeaders): Headers {
    return (headers.#real ??= RawHeaders.toHeaders(headers.#raw));
  }

  /** From now on `headers` is `real`: the `Headers` of the `Request` built with them. */
  static adopt(headers: RawHeaders, real: Headers): void {
    headers.#real = real;
  }
}

forwardToReal(RawHeaders, Headers, RawHeaders.toReal);

function toKey(name: string): string | null {
  const text = String(name);
  let key = keys.get(text);
  if (key === undefined) {
    const lower = text.toLowerCase();
    key = TOKEN.test(lower) ? lower : null;
    if (keys.size < KEYS_KEPT) keys.set(text, key);
  }
  return key;
}
