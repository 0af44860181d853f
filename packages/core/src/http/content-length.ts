/**
 * A `Content-Length` value as a number: 1*DIGIT (RFC 9110 §8.6), read by hand, as `Number()` costs more on
 * every request; `NaN` for anything else, the empty value included.
 */
export function parseContentLength(text: string): number {
  let value = 0;
  for (let index = 0; index < text.length; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return text.length === 0 ? Number.NaN : value;
}
