/**
 * A path with `^` percent-encoded, as the WHATWG URL Standard's path percent-encode set has it and Bun's URL
 * parser does; Node's (20 and 22) leaves it raw, the one character where the two differ.
 * @example
 * escapeCaret('/files/x^b') // '/files/x%5Eb'
 */
export function escapeCaret(pathname: string): string {
  return pathname.includes('^') ? pathname.replaceAll('^', '%5E') : pathname;
}
