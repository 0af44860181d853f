/**
 * Whether a server may put `code` in a Close frame. RFC 6455 §7.4.1 and the IANA "WebSocket Close Code
 * Number Registry" define 1000–1003 and 1007–1014; 1004 is reserved, and 1005, 1006 and 1015 stand for
 * "no code", "no Close frame" and "TLS failed", which §7.4.1 says an endpoint must never send. §7.4.2
 * leaves 3000–3999 to registered libraries and 4000–4999 to applications; every other number is not a
 * status code at all. Bun sends any number it is given, and a client receiving one of the others fails
 * the connection (1006) or reads 1005, while `@OnClose` is handed the number that was passed, so
 * `FwSocket.close()` refuses them up front.
 *
 * The browser's `WebSocket.close()` allows only 1000 and 3000–4999, because the others describe the
 * protocol's state, which the browser reports itself; a server is that endpoint, so it may say 1001
 * (going away, as fw's shutdown does), 1008 (policy violation) or 1011 (internal error).
 *
 * @example
 * isSendableCloseCode(4001); // true
 * isSendableCloseCode(1006); // false
 */
export function isSendableCloseCode(code: number): boolean {
  if (!Number.isInteger(code)) return false;
  if (code >= 3000 && code <= 4999) return true;
  return code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006;
}
