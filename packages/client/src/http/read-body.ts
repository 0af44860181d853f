import { readItems, type Resend } from './stream.ts';

/**
 * A body that is not text (see `TEXTUAL` in result.ts): JSON lines (`application/x-ndjson`) and server-sent
 * events as an async iterable of their items (`readItems`), `multipart/form-data` as a `FormData`, anything
 * else, bytes and streams, as the `Blob` (what the contract writes for a handler returning bytes, a `Blob`
 * or a stream of text or bytes, which fw labels `application/octet-stream`); an empty one is `null`.
 *
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
