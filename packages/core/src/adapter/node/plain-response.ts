import type { PlainAnswers } from '../../runtime/plain-answers.ts';
import { PlainHeaders } from './plain-headers.ts';
import { forwardToReal } from './stand-in.ts';

// The types undici gives a string and `Response.json()`: what the Fetch `Response` would have said.
const STRING_TYPE = 'text/plain;charset=UTF-8';
const JSON_TYPE = 'application/json';
const NO_FIELDS: readonly string[] = [];

/**
 * A route's string, JSON or empty answer, written by the Node runtime with one `writeHead()` and `end()`;
 * read as a `Response` in any way (a middleware reading its body, `app.fetch()`), it builds one and is it.
 * Fields set through its `headers` (a request id) keep it plain (`PlainHeaders`).
 */
export class PlainResponse {
  readonly status: number;
  readonly #type: string | undefined;
  readonly #body: string | null;
  #headers: PlainHeaders | undefined;
  #real: Response | undefined;

  constructor(status: number, type: string | undefined, body: string | null) {
    this.status = status;
    this.#type = type;
    this.#body = body;
  }

  get statusText(): string {
    return '';
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  get headers(): Headers {
    if (this.#headers === undefined) {
      const type = this.#body === null ? undefined : this.#type;
      const head = { type, real: () => this.#real, toReal: () => PlainResponse.toReal(this) };
      this.#headers = new PlainHeaders(head);
    }
    return this.#headers as unknown as Headers;
  }

  /** Still only what it was made as: nothing may have changed its `Response`, so it may be written as is. */
  static isPlain(response: Response): response is Response & PlainResponse {
    return response instanceof PlainResponse && response.#real === undefined;
  }

  /** The body to write, `null` for none. */
  static bodyOf(response: PlainResponse): string | null {
    return response.#body;
  }

  /** Its `Content-Type`, when it has a body. */
  static typeOf(response: PlainResponse): string {
    return response.#type as string;
  }

  /** The fields set through its `headers`: lower-case name, value, … */
  static fieldsOf(response: PlainResponse): readonly string[] {
    return response.#headers === undefined ? NO_FIELDS : PlainHeaders.fieldsOf(response.#headers);
  }

  static toReal(response: PlainResponse): Response {
    if (response.#real !== undefined) return response.#real;
    const body = response.#body;
    const headers = new Headers();
    if (body !== null) headers.set('content-type', response.#type as string);
    const fields = PlainResponse.fieldsOf(response);
    for (let index = 0; index < fields.length; index += 2) {
      headers.set(fields[index] as string, fields[index + 1] as string);
    }
    return (response.#real = new Response(body, { status: response.status, headers }));
  }
}

forwardToReal(PlainResponse, Response, PlainResponse.toReal);

const asResponse = (status: number, type: string | undefined, body: string | null) =>
  new PlainResponse(status, type, body) as unknown as Response;

/** The Node runtime's `HttpRuntime.answers`. */
export const plainAnswers: PlainAnswers = {
  text: (body, status, type) => asResponse(status ?? 200, type ?? STRING_TYPE, body),
  json(value, status) {
    const text: string | undefined = JSON.stringify(value);
    if (text === undefined) throw new TypeError('Value is not JSON serializable');
    return asResponse(status ?? 200, JSON_TYPE, text);
  },
  empty: (status) => asResponse(status, undefined, null),
};
