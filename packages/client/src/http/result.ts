import type { Resend } from './stream.ts';
import type { ErrorValue, Result } from './types.ts';

/**
 * Reads a response into the result, `data` by content type (README "The result"); `resend` resumes an event stream.
 * @example
 * const { data, error } = await toResult(await fetch('/api/users'));
 */
export async function toResult(response: Response, resend?: Resend | false, limit?: number): Promise<Result<unknown>> {
  const { status, headers } = response;
  if (!response.ok) return toFailure(status, toErrorValue(await response.text(), response), response);
  // Read before the body: Bun drops a content type it derived from the body once the body is read.
  const type = headers.get('content-type') ?? '';
  // Bytes, forms and streams are read by a module loaded the first time one arrives: the client stays small.
  const data = TEXTUAL.test(type)
    ? toText(type, await response.text())
    : await (await import('./read-body.ts')).readBody(response, type, resend, limit);
  return { data, error: null, status, headers, response };
}

/** A failed result; `status` 0 and `response` null mean no response arrived. */
export function toFailure(status: number, value: ErrorValue, response: Response | null): Result<never> {
  return { data: null, error: { status, value }, status, headers: response?.headers ?? new Headers(), response };
}

// Read as text, not through a Blob, which Chromium's devtools cannot show; no type is a string `app.fetch()` sent.
const TEXTUAL = /(?<!nd)json|urlencoded|^text\/(?!ev)|xml|javascript|^$/i;

// An empty body is `null` (204, HEAD), but `''` under a text type: the handler's `''`, typed `string`.
function toText(type: string, text: string): unknown {
  if (/json/i.test(type)) return text ? JSON.parse(text) : null;
  return /urlencoded/i.test(type) ? new URLSearchParams(text) : type || text ? text : null;
}

// The server's JSON object as sent, so a declared error type holds; a `message` is added where it has none.
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
