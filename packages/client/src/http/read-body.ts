import { readItems, type Resend } from './stream.ts';

/**
 * A body that is not text: streams as async iterables, multipart as `FormData`, else a `Blob`; empty is `null`.
 * @example
 * const data = await readBody(response, response.headers.get('content-type') ?? '');
 */
export async function readBody(
  response: Response,
  type: string,
  resend?: Resend | false,
  limit?: number,
): Promise<unknown> {
  if (/ndjson|event-stream/i.test(type)) return readItems(response, type, resend, limit);
  const body = await response.blob();
  if (!body.size) return null;
  // The multipart boundary is a parameter of the type, so the type goes with the bytes.
  return /form-data/i.test(type) ? new Response(body, { headers: { 'content-type': type } }).formData() : body;
}
