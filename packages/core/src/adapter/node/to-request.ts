import type { IncomingMessage } from 'node:http';
import { escapeCaret } from '../../http/caret.ts';

// A GET or HEAD body is refused by `new Request()`; a request without a length or chunked encoding has none.
export function hasBody(message: IncomingMessage, method: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  const { length, chunked } = readHead(message);
  return chunked || (length !== undefined && length !== '0');
}

/** What the dispatch reads of a request's head before anything else. */
export interface RequestHead {
  readonly host: string | undefined;
  readonly length: string | undefined;
  readonly type: string | undefined;
  readonly chunked: boolean;
}

// Node has built `message.headers` before the handler runs (it reads the Host of every HTTP/1.1 request); like
// it, the first Host, Content-Length and Content-Type count, and any Transfer-Encoding.
export function readHead(message: IncomingMessage): RequestHead {
  const headers = message.headers;
  return {
    host: headers.host,
    length: headers['content-length'],
    type: headers['content-type'],
    chunked: headers['transfer-encoding'] !== undefined,
  };
}

const SLASH = 0x2f;
const DOT = 0x2e;
const QUESTION = 0x3f;
// What the WHATWG URL parser leaves as it is: a lower-case name whose last label is no number, or a dotted quad,
// with a port other than 80; a path without dot segments and a query of characters it never escapes.
const NAME = String.raw`(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*\.?`;
const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
const PLAIN_HOST = new RegExp(String.raw`^(?:${NAME}|(?:${OCTET}\.){3}${OCTET})(?::([1-9]\d{0,4}))?$`);
const PLAIN_TARGET_CHARACTERS = new Uint8Array(128);
for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-.~!$&()*+,;=:@/%?') {
  PLAIN_TARGET_CHARACTERS[character.charCodeAt(0)] = 1;
}

/** A request's URL, and its path where the URL holds the request target as it came (`pathInHand`). */
export interface RequestTarget {
  readonly url: string;
  readonly path: string | undefined;
}

/** The request's URL as `new Request()` would give it, without a parse for the common plain host and path. */
export function readTarget(message: IncomingMessage, head: RequestHead): RequestTarget {
  const target = message.url ?? '/';
  const host = head.host ?? 'localhost';
  const pathEnd = plainPathEnd(target);
  if (pathEnd !== -1 && isPlainHost(host)) {
    return { url: `http://${host}${target}`, path: pathEnd === target.length ? target : target.slice(0, pathEnd) };
  }
  // The absolute form (`GET http://host/path`, RFC 9112 §3.2.2) names its own origin; a bad Host throws.
  const url = new URL(target.startsWith('/') ? `http://${host}${target}` : target);
  // The URL a handler reads is the one Bun gives it.
  const pathname = escapeCaret(url.pathname);
  if (pathname !== url.pathname) url.pathname = pathname;
  return { url: url.href, path: undefined };
}

// Where a plain target's path ends (its `?`, or its length); `-1` for a target the URL parser would change.
// A loop over a table, not a regular expression and `includes`: on a target this short, those calls cost more.
function plainPathEnd(target: string): number {
  if (target.charCodeAt(0) !== SLASH) return -1;
  let end = -1;
  for (let index = 1; index < target.length; index++) {
    const code = target.charCodeAt(index);
    if (code > 127 || PLAIN_TARGET_CHARACTERS[code] === 0) return -1;
    // A dot segment (`/.` begins one) is resolved by the URL parser.
    if (code === DOT && target.charCodeAt(index - 1) === SLASH) return -1;
    if (code === QUESTION && end === -1) end = index;
  }
  return end === -1 ? target.length : end;
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

/** Whether the request declares a small body (`length`, its `Content-Length` read): one read before dispatch. */
export function hasSmallBody(message: IncomingMessage, head: RequestHead, length: number): boolean {
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
