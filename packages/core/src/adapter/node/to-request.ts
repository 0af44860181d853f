import type { IncomingMessage } from 'node:http';
import { escapeCaret } from '../../http/caret.ts';
import { isFieldName } from './field-name.ts';

// A GET or HEAD body is refused by `new Request()`; a request without a length or chunked encoding has none.
export function hasBody(message: IncomingMessage, method: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  const length = message.headers['content-length'];
  return message.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** What the dispatch reads of a request's head before anything else. */
export interface RequestHead {
  readonly host: string | undefined;
  readonly length: string | undefined;
  readonly type: string | undefined;
  readonly chunked: boolean;
}

// One pass over the raw list: `message.headers` is an object Node builds on first read, for every field.
export function readHead(message: IncomingMessage): RequestHead {
  const raw = message.rawHeaders;
  let host: string | undefined;
  let length: string | undefined;
  let type: string | undefined;
  let chunked = false;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index] as string;
    // As `message.headers` keeps them: the first Host, Content-Length and Content-Type.
    if (name.length === 4) {
      if (host === undefined && isFieldName(name, 'host')) host = raw[index + 1];
    } else if (name.length === 14) {
      if (length === undefined && isFieldName(name, 'content-length')) length = raw[index + 1];
    } else if (name.length === 12) {
      if (type === undefined && isFieldName(name, 'content-type')) type = raw[index + 1];
    } else if (name.length === 17 && isFieldName(name, 'transfer-encoding')) {
      chunked = true;
    }
  }
  return { host, length, type, chunked };
}

const SLASH = 0x2f;
const DOT = 0x2e;
// What the WHATWG URL parser leaves as it is: a lower-case name whose last label is no number, or a dotted quad,
// with a port other than 80; a path without dot segments and a query of characters it never escapes.
const NAME = String.raw`(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*\.?`;
const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
const PLAIN_HOST = new RegExp(String.raw`^(?:${NAME}|(?:${OCTET}\.){3}${OCTET})(?::([1-9]\d{0,4}))?$`);
const PLAIN_TARGET_CHARACTERS = new Uint8Array(128);
for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.~!$&()*+,;=:@/%?') {
  PLAIN_TARGET_CHARACTERS[character.charCodeAt(0)] = 1;
}

/** The request's URL as `new Request()` would give it, without a parse for the common plain host and path. */
export function toUrl(message: IncomingMessage, head: RequestHead): string {
  const target = message.url ?? '/';
  const host = head.host ?? 'localhost';
  if (isPlainTarget(target) && isPlainHost(host)) return `http://${host}${target}`;
  // The absolute form (`GET http://host/path`, RFC 9112 §3.2.2) names its own origin; a bad Host throws.
  const url = new URL(target.startsWith('/') ? `http://${host}${target}` : target);
  // The URL a handler reads is the one Bun gives it.
  const pathname = escapeCaret(url.pathname);
  if (pathname !== url.pathname) url.pathname = pathname;
  return url.href;
}

// A loop over a table, not a regular expression and `includes`: on a target this short, those calls cost more.
function isPlainTarget(target: string): boolean {
  if (target.charCodeAt(0) !== SLASH) return false;
  for (let index = 1; index < target.length; index++) {
    const code = target.charCodeAt(index);
    if (code > 127 || PLAIN_TARGET_CHARACTERS[code] === 0) return false;
    // A dot segment (`/.` begins one) is resolved by the URL parser.
    if (code === DOT && target.charCodeAt(index - 1) === SLASH) return false;
  }
  return true;
}

// The last host found plain: clients send the same Host on every request.
let lastPlainHost = '';

function isPlainHost(host: string): boolean {
  if (host === lastPlainHost) return true;
  const plain = PLAIN_HOST.exec(host);
  if (plain === null || host.includes('xn--')) return false;
  const port = plain[1];
  if (port !== undefined && (port === '80' || Number(port) > 65535)) return false;
  lastPlainHost = host;
  return true;
}

/** Thrown into the body stream when the client sends more than the runtime's cap. */
export class BodyTooLarge extends Error {}

// Pull-driven: the socket is paused once the stream's queue is full, so a slow reader slows the client.
export function toBodyStream(message: IncomingMessage, cap: number): ReadableStream<Uint8Array> {
  let received = 0;
  let settled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        message.on('data', (chunk: Buffer) => {
          if (settled) return;
          received += chunk.byteLength;
          if (received > cap) {
            settled = true;
            controller.error(new BodyTooLarge(`request body over ${cap} bytes`));
            message.pause();
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) message.pause();
        });
        message.once('end', () => {
          if (settled) return;
          settled = true;
          controller.close();
        });
        message.once('error', (error) => {
          if (settled) return;
          settled = true;
          controller.error(error);
        });
        message.pause();
      },
      pull() {
        message.resume();
      },
      cancel() {
        settled = true;
        // The rest of the body is read and dropped, so the connection stays usable for the next request.
        message.resume();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk?.byteLength ?? 0 },
  );
}

// Up to this length a body is read before dispatch: bytes in hand make `request.json()` a parse, not a stream read.
const SMALL_BODY = 64 * 1024;

/** Whether the request declares a small body: one read whole before dispatch. */
export function hasSmallBody(message: IncomingMessage, head: RequestHead): boolean {
  const length = Number(head.length);
  if (!(length > 0 && length <= SMALL_BODY) || head.chunked) return false;
  return message.method !== 'GET' && message.method !== 'HEAD';
}

/** Reads the body off the socket, then calls `onBody` with it (`onError` if the request fails first). */
export function readWholeBody(message: IncomingMessage, onBody: (whole: Buffer) => void, onError: () => void): void {
  // Callbacks, not a promise: a JSON POST costs a promise and a turn less.
  const chunks: Buffer[] = [];
  message.on('data', (chunk: Buffer) => chunks.push(chunk));
  // `on`, not `once`: a message ends once, and `once` wraps each listener in a closure of its own.
  message.on('end', () => onBody(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
  message.on('error', onError);
}
