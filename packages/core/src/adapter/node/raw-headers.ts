import { forwardToReal } from './stand-in.ts';

// RFC 9110 §5.1 field-name (token): anything else goes to `Headers`, which throws the TypeError.
const TOKEN = /^[!#$%&'*+\-.^`|~\w]+$/;

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
    const key = String(name).toLowerCase();
    if (!TOKEN.test(key)) return RawHeaders.toReal(this).get(name);
    const raw = this.#raw;
    let found: string | null = null;
    for (let index = 0; index < raw.length; index += 2) {
      const field = raw[index] as string;
      if (field.length === key.length && field.toLowerCase() === key) {
        const value = raw[index + 1] as string;
        found = found === null ? value : `${found}, ${value}`;
      }
    }
    return found;
  }

  has(name: string): boolean {
    return this.get(name) !== null;
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
