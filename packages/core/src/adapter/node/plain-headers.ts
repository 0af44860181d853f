import { forwardToReal } from './stand-in.ts';

// RFC 9110 §5.1 field-name (token), and a value `Headers` keeps as given: bytes, no control, no edge whitespace.
const TOKEN = /^[!#$%&'*+\-.^`|~\w]+$/;
const PLAIN_VALUE = /^(?:[\x21-\x7e\x80-\xff](?:[\t\x20-\x7e\x80-\xff]*[\x21-\x7e\x80-\xff])?)?$/;
// What the answer's own head says: changed, the answer is written as a real `Response`.
const OWN = new Set(['content-type', 'content-length']);

/** What `PlainHeaders` reads of the answer it belongs to. */
export interface PlainHead {
  /** The answer's `Content-Type`; `undefined` without a body. */
  readonly type: string | undefined;
  /** The Fetch `Response` the answer became, if anything read it as one. */
  real(): Response | undefined;
  /** Makes the answer a Fetch `Response` with the fields set so far. */
  toReal(): Response;
}

/**
 * The `Headers` of a plain answer: `get`, `has` and `set` of a field beside its own `Content-Type` and length
 * (a request id, a middleware's header) keep it plain, written with the head; anything else makes it a Fetch
 * `Response` with those fields, whose `Headers` this is from then on.
 */
export class PlainHeaders {
  readonly #head: PlainHead;
  /** Lower-case name, value, name, value, …: the fields set, in order. */
  readonly #fields: string[] = [];

  constructor(head: PlainHead) {
    this.#head = head;
  }

  get(name: string): string | null {
    const real = this.#head.real();
    if (real !== undefined) return real.headers.get(name);
    const key = String(name).toLowerCase();
    if (!TOKEN.test(key)) return PlainHeaders.toReal(this).get(name);
    if (key === 'content-type') return this.#head.type ?? null;
    const fields = this.#fields;
    for (let index = 0; index < fields.length; index += 2)
      if (fields[index] === key) return fields[index + 1] as string;
    return null;
  }

  has(name: string): boolean {
    return this.get(name) !== null;
  }

  set(name: string, value: string): void {
    const key = String(name).toLowerCase();
    const text = String(value);
    if (this.#head.real() !== undefined || OWN.has(key) || !TOKEN.test(key) || !PLAIN_VALUE.test(text)) {
      PlainHeaders.toReal(this).set(name, value);
      return;
    }
    const fields = this.#fields;
    for (let index = 0; index < fields.length; index += 2) {
      if (fields[index] === key) {
        fields[index + 1] = text;
        return;
      }
    }
    fields.push(key, text);
  }

  /** The fields set: lower-case name, value, … */
  static fieldsOf(headers: PlainHeaders): readonly string[] {
    return headers.#fields;
  }

  static toReal(headers: PlainHeaders): Headers {
    return headers.#head.toReal().headers;
  }
}

forwardToReal(PlainHeaders, Headers, PlainHeaders.toReal);
