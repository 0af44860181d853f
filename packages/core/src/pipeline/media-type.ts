/**
 * A `Content-Type` as a lower-case media type (RFC 9110 §8.3.1), `''` for none.
 * @example
 * readMediaType('Text/Event-Stream; charset=utf-8'); // 'text/event-stream; charset=utf-8'
 */
export function readMediaType(header: string | null): string {
  if (header === null) return '';
  return header.startsWith('application/json') ? header : header.trimStart().toLowerCase();
}
