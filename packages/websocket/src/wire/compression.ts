import type { WireMessage } from './transport.ts';

/**
 * Frames shorter than this go out uncompressed even with `perMessageDeflate`: deflating a short frame
 * costs more CPU than it saves bytes. The threshold `ws` and engine.io (socket.io) use by default.
 */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Whether to ask the runtime to compress one outgoing message. Bun compresses a send only when asked
 * (`ws.send(data, compress)` defaults to false), so without this `perMessageDeflate` would decompress
 * what clients send and never compress what the server sends. The runtime ignores the request for a
 * client that did not negotiate the extension. A string's length stands in for its byte length.
 *
 * @example
 * shouldCompress(true, 'x'.repeat(2000)); // true
 * shouldCompress(true, '{"event":"hi"}');  // false
 */
export function shouldCompress(deflate: boolean, message: WireMessage): boolean {
  if (!deflate) return false;
  return (typeof message === 'string' ? message.length : message.byteLength) >= COMPRESS_THRESHOLD;
}
