import type { IncomingMessage, ServerResponse } from 'node:http';

/** What one request carries besides the `Request`: its socket, for `server.requestIP()`. */
export interface NodeRequest {
  readonly request: Request;
  readonly message: IncomingMessage;
}

/**
 * The Web `Request` for a `node:http` request: the body a stream that pauses the socket while unread, and
 * `request.signal` aborted when the client goes before the response has ended.
 */
export function toRequest(
  message: IncomingMessage,
  response: ServerResponse,
  bodyCap: number,
  whole?: Uint8Array<ArrayBuffer>,
): Request {
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i] as string, raw[i + 1] as string);
  const method = message.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers };
  if (whole !== undefined) {
    init.body = whole;
  } else if (hasBody(message, method)) {
    init.body = toBodyStream(message, bodyCap);
    // undici refuses a stream body without it (Fetch: a request body is sent half-duplex).
    init.duplex = 'half';
  }
  const request = new Request(toUrl(message), init);
  defineLazySignal(request, response);
  return request;
}

// An AbortSignal costs Node 20 more than the rest of the request: made on first read, as most handlers never do.
function defineLazySignal(request: Request, response: ServerResponse): void {
  let controller: AbortController | undefined;
  let left = false;
  response.once('close', () => {
    left = !response.writableFinished;
    if (left) controller?.abort();
  });
  Object.defineProperty(request, 'signal', {
    configurable: true,
    get() {
      if (controller === undefined) {
        controller = new AbortController();
        if (left) controller.abort();
      }
      return controller.signal;
    },
  });
}

// A GET or HEAD body is refused by `new Request()`; a request without a length or chunked encoding has none.
function hasBody(message: IncomingMessage, method: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  const length = message.headers['content-length'];
  return message.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function toUrl(message: IncomingMessage): string {
  const target = message.url ?? '/';
  // The absolute form (`GET http://host/path`, RFC 9112 §3.2.2) names its own origin.
  if (!target.startsWith('/')) return target;
  return `http://${message.headers.host ?? 'localhost'}${target}`;
}

/** Thrown into the body stream when the client sends more than the runtime's cap. */
export class BodyTooLarge extends Error {}

// Pull-driven: the socket is paused once the stream's queue is full, so a slow reader slows the client.
function toBodyStream(message: IncomingMessage, cap: number): ReadableStream<Uint8Array> {
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

/** The whole body of a request that declares a small one, read off the socket; `undefined` for any other. */
export function readSmallBody(message: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> | undefined {
  const length = Number(message.headers['content-length']);
  if (!(length > 0 && length <= SMALL_BODY) || message.headers['transfer-encoding'] !== undefined) return undefined;
  if (message.method === 'GET' || message.method === 'HEAD') return undefined;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A Buffer from the socket is a Uint8Array over an ArrayBuffer (never a SharedArrayBuffer).
    message.once('end', () => resolve(Buffer.concat(chunks) as Uint8Array<ArrayBuffer>));
    message.once('error', reject);
  });
}
