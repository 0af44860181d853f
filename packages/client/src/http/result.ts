import type { ErrorValue, Result } from './types.ts';

/**
 * Reads a response into the client's result. A 2xx is a success whose `data` is read by the
 * content type (SPEC "Response payload mapping"): the parsed JSON (plain `JSON.parse`, so dates stay
 * strings as the contract says), the text, a `FormData`, a `URLSearchParams` or a `Blob`; `null` for
 * an empty body such as a 204. See readData for the rule.
 *
 * @example
 * const { data, error } = await toResult(await fetch('/api/users'));
 */
export async function toResult(response: Response): Promise<Result<unknown>> {
  const { status, headers } = response;
  if (!response.ok) return toFailure(status, toErrorValue(await response.text(), response), response);
  // Read before the body: Bun drops a content type it derived from the body once the body is read.
  const data = await readData(response, headers.get('content-type') ?? '');
  return { data, error: null, status, headers, response };
}

/** A failed result; `status` 0 and `response` null mean no response arrived. */
export function toFailure(status: number, value: ErrorValue, response: Response | null): Result<never> {
  return { data: null, error: { status, value }, status, headers: response?.headers ?? new Headers(), response };
}

/**
 * The reader the content type picks, as the server's `toResponse` writes it: `json` anywhere → parsed;
 * `application/x-www-form-urlencoded` → `URLSearchParams`; `text/*` and the textual application
 * types (`xml`, `javascript`) → the text; `multipart/form-data` → `FormData`; anything else, bytes
 * and streams (`text/event-stream` included), → the `Blob` (what the contract writes for a handler returning bytes, a `Blob` or a
 * stream, which fw labels `application/octet-stream`). No type at all → the text, as Eden reads it:
 * a string a route answers through `app.fetch()` has none (Bun adds `text/plain` only on the wire).
 * An empty body is `null` (a 204, a HEAD), but `''` under a `text/*` type and an empty
 * `URLSearchParams` under the url-encoded one, as the handler returned them.
 */
async function readData(response: Response, type: string): Promise<unknown> {
  // Textual bodies are read as text, not through a Blob: Chromium's devtools (and Playwright) cannot
  // show a body that was piped into a Blob. `text/event-stream` (`(?!ev)`) is a generator route's
  // stream, which the contract writes as a `Blob`.
  if (/json|urlencoded|^text\/(?!ev)|xml|javascript|^$/i.test(type)) {
    const text = await response.text();
    if (/json/i.test(type)) return text ? JSON.parse(text) : null;
    // An empty text under a text type is the handler's `''`, which the contract types `string`.
    return /urlencoded/i.test(type) ? new URLSearchParams(text) : type || text ? text : null;
  }
  const body = await response.blob();
  if (!body.size) return null;
  // The multipart boundary is a parameter of the type, so the type goes with the bytes.
  return /form-data/i.test(type) ? new Response(body, { headers: { 'content-type': type } }).formData() : body;
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
