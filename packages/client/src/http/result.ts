import type { ErrorValue, Result } from './types.ts';

/**
 * Reads a response into the client's result. A 2xx is a success whose `data` is the parsed JSON
 * (plain `JSON.parse`, so dates stay strings as the contract says), the text for other content
 * types, or `null` for an empty body such as a 204 (SPEC "Response payload mapping").
 *
 * @example
 * const { data, error } = await toResult(await fetch('/api/users'));
 */
export async function toResult(response: Response): Promise<Result<unknown>> {
  const text = await response.text();
  const { status, headers } = response;
  if (!response.ok) return toFailure(status, toErrorValue(text, response), response);
  const json = headers.get('content-type')?.includes('json');
  return { data: text ? (json ? JSON.parse(text) : text) : null, error: null, status, headers, response };
}

/** A failed result; `status` 0 and `response` null mean no response arrived. */
export function toFailure(status: number, value: ErrorValue, response: Response | null): Result<never> {
  return { data: null, error: { status, value }, status, headers: response?.headers ?? new Headers(), response };
}

/** `message` is always a string: the server's JSON `message`, else the body text, else the status text. */
function toErrorValue(text: string, response: Response): ErrorValue {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed instanceof Object && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // A non-JSON error body (a proxy's HTML page, a plain-text 502) is the message itself.
  }
  const message = typeof body.message === 'string' ? body.message : text || response.statusText || `HTTP ${response.status}`;
  return { ...body, message };
}
