import { readItems, type Resend } from './stream.ts';

/**
 * A body that is not text (`TEXTUAL` in result.ts): streams as async iterables of their items, multipart as
 * `FormData`, anything else as the `Blob` the contract writes; an empty one is `null`.
 * @example
 * const data = await readBody(response, response.headers.get('content-type') ?? '');
 */
export async function readBody(response: Response, type: string, resend?: Resend | false): Promise<unknown> {
  if (/ndjson|event-stream/i.test(type)) return readItems(response, type, resend);
  const body = await response.blob();
  if (!body.size) return null;
  // The multipart boundary is a parameter of the type, so the type goes with the bytes.
  return /form-data/i.test(type) ? new Response(body, { headers: { 'content-type': type } }).formData() : body;
}
