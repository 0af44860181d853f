/**
 * A `Content-Type` header as a lower-case media type, `''` for none: media types are case-insensitive
 * (RFC 9110 §8.3.1). The usual lower-case JSON type skips the copy.
 *
 * @example
 * readMediaType('Text/Event-Stream; charset=utf-8'); // 'text/event-stream; charset=utf-8'
 */
export function readMediaType(header: string | null): string {
  if (header === null) return '';
  return header.startsWith('application/json') ? header : header.trimStart().toLowerCase();
}
