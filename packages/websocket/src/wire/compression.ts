import type { WireMessage } from './transport.ts';

/** Shorter frames cost more CPU to deflate than they save: the threshold of `ws` and engine.io. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Whether to ask the runtime to compress a message: Bun compresses a send only when asked (README).
 * @example
 * shouldCompress(true, 'x'.repeat(2000)); // true
 * shouldCompress(true, '{"event":"hi"}');  // false
 */
export function shouldCompress(deflate: boolean, message: WireMessage): boolean {
  if (!deflate) return false;
  return (typeof message === 'string' ? message.length : message.byteLength) >= COMPRESS_THRESHOLD;
}
