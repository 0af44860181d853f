/**
 * Whether a raw header name is `lower` (a lower-case name of letters and `-`) in any case, without the
 * lower-cased copy `toLowerCase()` allocates: the runtime compares a few names on every request.
 */
export function isFieldName(name: string, lower: string): boolean {
  if (name.length !== lower.length) return false;
  for (let index = 0; index < name.length; index++) {
    const code = name.charCodeAt(index);
    const want = lower.charCodeAt(index);
    // An ASCII letter in either case; any other character as it is.
    if (code !== want && (want < 0x61 || want > 0x7a || code !== want - 0x20)) return false;
  }
  return true;
}
