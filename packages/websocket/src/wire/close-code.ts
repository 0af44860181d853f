/**
 * Whether a server may send `code` (RFC 6455 §7.4.1–2, IANA registry); README, "Open and close".
 * @example
 * isSendableCloseCode(4001); // true
 * isSendableCloseCode(1006); // false
 */
export function isSendableCloseCode(code: number): boolean {
  if (!Number.isInteger(code)) return false;
  if (code >= 3000 && code <= 4999) return true;
  return code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006;
}
