import type { Resend } from './stream.ts';
import type { ErrorValue, Result } from './types.ts';

/**
 * Reads a response into the client's result. A 2xx is a success whose `data` is read by the
 * content type (SPEC "Response payload mapping"): the parsed JSON (plain `JSON.parse`, so dates stay
 * strings as the contract says), the text, a `FormData`, a `URLSearchParams` or a `Blob`; `null` for
 * an empty body such as a 204; JSON lines and server-sent events an async iterable of their items, which
 * `resend` resumes. See `TEXTUAL` and `readBody` for the rule.
 *
 * @example
 * const { data, error } = await toResult(await fetch('/api/users'));
 */
export async function toResult(response: Response, resend?: Resend | false): Promise<Result<unknown>> {
  const { status, headers } = response;
  if (!response.ok) return toFailure(status, toErrorValue(await response.text(), response), response);
  // Read before the body: Bun drops a content type it derived from the body once the body is read.
  const type = headers.get('content-type') ?? '';
  // Bytes, forms and streams are read by a module loaded the first time one arrives: the client stays small.
  const data = TEXTUAL.test(type)
    ? toText(type, await response.text())
    : await (await import('./read-body.ts')).readBody(response, type, resend);
  return { data, error: null, status, headers, response };
}

/** A failed result; `status` 0 and `response` null mean no response arrived. */
export function toFailure(status: number, value: ErrorValue, response: Response | null): Result<never> {
  return { data: null, error: { status, value }, status, headers: response?.headers ?? new Headers(), response };
}

/**
 * The types read as text (see `toText`): `json` anywhere but JSON lines (`x-ndjson`), the url-encoded
 * form, `text/*` but an event stream, the textual application types (`xml`, `javascript`), and no type at
 * all, as Eden reads it: a string a route answers through `app.fetch()` has none (Bun adds `text/plain`
 * only on the wire). Such bodies are read as text, not through a Blob: Chromium's devtools (and
 * Playwright) cannot show a body that was piped into a Blob. Anything else is `readBody`'s.
 */
const TEXTUAL = /(?<!nd)json|urlencoded|^text\/(?!ev)|xml|javascript|^$/i;

/**
 * A textual body, as the server's `toResponse` writes it: JSON parsed (`null` when empty), the
 * url-encoded form as `URLSearchParams`, anything else the text; an empty body is `null` (a 204, a HEAD),
 * but `''` under a text type (the handler's `''`, which the contract types `string`).
 */
function toText(type: string, text: string): unknown {
  if (/json/i.test(type)) return text ? JSON.parse(text) : null;
  return /urlencoded/i.test(type) ? new URLSearchParams(text) : type || text ? text : null;
}

/**
 * A JSON object error body as the server sent it, so a route's declared error type holds; a `message`
 * string is added where it has none: the body text, else the status text, else `HTTP <status>`.
 */
function toErrorValue(text: string, { status, statusText }: Response): ErrorValue {
  const message = statusText || `HTTP ${status}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // A non-JSON error body (a proxy's HTML page, a plain-text 502) is the message itself.
  }
  return body instanceof Object && !Array.isArray(body) ? { message, ...body } : { message: text || message };
}
