import type { WireMessage } from '../../wire/transport.ts';

/** Starts every message fw writes on the channel; a text without it (another program's) is ignored. */
const VERSION = 'fw1|';
const TEXT = 't';
const BINARY = 'b';
const DIGITS = /^\d{1,9}$/;

export interface RelayedMessage {
  readonly topic: string;
  readonly message: WireMessage;
}

/**
 * A message as channel text, `fw1|<origin>|<kind><topic length>|<topic><payload>` (README, "How it travels").
 * @example
 * encodeRelay('node-1', 'ns:/chat:room:lobby', 'hi'); // 'fw1|node-1|t19|ns:/chat:room:lobbyhi'
 */
export function encodeRelay(origin: string, topic: string, message: WireMessage): string {
  const binary = typeof message !== 'string';
  const payload = binary ? toBuffer(message).toString('base64') : message;
  return `${VERSION}${origin}|${binary ? BINARY : TEXT}${topic.length}|${topic}${payload}`;
}

/**
 * Reads a channel text back; `undefined` for this process's own echo and for a text fw did not write.
 * @example
 * decodeRelay('fw1|node-1|t19|ns:/chat:room:lobbyhi', 'node-2'); // { topic: 'ns:/chat:room:lobby', message: 'hi' }
 */
export function decodeRelay(text: string, self: string): RelayedMessage | undefined {
  if (!text.startsWith(VERSION)) return undefined;
  const originEnd = text.indexOf('|', VERSION.length);
  if (originEnd === -1 || text.slice(VERSION.length, originEnd) === self) return undefined;
  const kind = text[originEnd + 1];
  const lengthEnd = text.indexOf('|', originEnd + 2);
  const digits = text.slice(originEnd + 2, lengthEnd);
  if ((kind !== TEXT && kind !== BINARY) || lengthEnd === -1 || !DIGITS.test(digits)) return undefined;
  const topicEnd = lengthEnd + 1 + Number(digits);
  if (topicEnd > text.length) return undefined;
  const payload = text.slice(topicEnd);
  const message = kind === TEXT ? payload : new Uint8Array(Buffer.from(payload, 'base64'));
  return { topic: text.slice(lengthEnd + 1, topicEnd), message };
}

/** The bytes of a view only, not the whole buffer behind it (a pooled Node `Buffer` shares one). */
function toBuffer(message: ArrayBuffer | Uint8Array): Buffer {
  return message instanceof ArrayBuffer
    ? Buffer.from(message)
    : Buffer.from(message.buffer, message.byteOffset, message.byteLength);
}
