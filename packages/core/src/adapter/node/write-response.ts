import { STATUS_CODES, type ServerResponse } from 'node:http';
import { PlainResponse } from './plain-response.ts';

type Chunk = Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>>;
const NOT_YET = Symbol('not yet');
const BUFFER_LIMIT = 1024 * 1024;
const NO_FIELDS: string[] = [];
const EMPTY_BODY = ['content-length', '0'];

/**
 * Sends a Web `Response` on a `node:http` response: a body held in memory with `Content-Length`, a stream
 * chunked as it comes, waiting for `drain` when the socket is full. HEAD, 1xx, 204 and 304 send no body.
 */
export async function writeResponse(out: ServerResponse, response: Response, method: string): Promise<void> {
  const status = response.status;
  const bodiless = method === 'HEAD' || status < 200 || status === 204 || status === 304;
  const headers = toNodeHeaders(response.headers);
  const reason = response.statusText || STATUS_CODES[status] || '';
  const body = response.body;
  if (body === null || bodiless) {
    if (body !== null) await body.cancel().catch(() => {});
    // As Bun does: a HEAD answer keeps the length the GET answer would have, 204 and 304 carry none.
    if (!bodiless && headers['content-length'] === undefined) headers['content-length'] = '0';
    out.writeHead(status, reason, headers).end();
    return;
  }
  const reader = body.getReader();
  const { chunks, pending } = await readBuffered(reader);
  if (pending === undefined) {
    const whole = Buffer.concat(chunks);
    headers['content-length'] ??= String(whole.byteLength);
    // As a latin1 string (byte for byte) Node sends the body in one write with the head, not a writev of two.
    out.writeHead(status, reason, headers).end(whole.toString('latin1'), 'latin1');
    return;
  }
  out.writeHead(status, reason, headers);
  // Sent at once: an event stream's client learns the status before the first event.
  out.flushHeaders();
  await pipeBody(out, reader, chunks, pending);
}

/** Sends a route's plain answer with one `writeHead()` and `end()`: the same head `writeResponse` would send. */
export function writePlain(out: ServerResponse, response: PlainResponse, method: string): undefined {
  const status = response.status;
  const body = PlainResponse.bodyOf(response);
  const bodiless = method === 'HEAD' || status < 200 || status === 204 || status === 304;
  const fields = PlainResponse.fieldsOf(response);
  if (body === null) {
    const own = bodiless ? NO_FIELDS : EMPTY_BODY;
    out.writeHead(status, fields.length === 0 ? own : [...own, ...fields]).end();
  } else {
    // The length as a number, as Node writes it: no string made for it here.
    const headers: (string | number)[] = [
      'content-type',
      PlainResponse.typeOf(response),
      'content-length',
      Buffer.byteLength(body),
    ];
    for (const field of fields) headers.push(field);
    out.writeHead(status, headers).end(bodiless ? undefined : body);
  }
  return undefined;
}

// The chunks a body has ready now; `pending` is the read still waiting, `undefined` once the body has ended.
async function readBuffered(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  // A body held in memory settles its reads within microtasks; a stream waiting on I/O loses to the next turn.
  const turn = new Promise<typeof NOT_YET>((resolve) => setImmediate(resolve, NOT_YET));
  for (;;) {
    const read = reader.read();
    const chunk = await Promise.race([read, turn]);
    if (chunk === NOT_YET) return { chunks, pending: read };
    if (chunk.done) return { chunks, pending: undefined };
    // A handler's own stream may carry strings, as Bun's streams do; Node's Buffer.concat takes bytes only.
    const value: Uint8Array | string = chunk.value;
    const bytes = typeof value === 'string' ? Buffer.from(value) : value;
    chunks.push(bytes);
    size += bytes.byteLength;
    // A stream that is always ready (an endless one) would hold the loop: past this size it is sent as it comes.
    if (size > BUFFER_LIMIT) return { chunks, pending: reader.read() };
  }
}

async function pipeBody(
  out: ServerResponse,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  ready: Uint8Array[],
  pending: Promise<Chunk>,
): Promise<void> {
  let gone = false;
  const onClose = () => {
    gone = true;
    // The client left: the producer's stream is cancelled, as Bun cancels it.
    reader.cancel().catch(() => {});
  };
  out.once('close', onClose);
  try {
    for (const chunk of ready) if (!out.write(chunk)) await waitForDrain(out);
    let read = pending;
    for (;;) {
      const chunk = await read;
      if (chunk.done || gone) break;
      if (!out.write(chunk.value)) await waitForDrain(out);
      read = reader.read();
    }
  } catch {
    // A stream that errors mid-body: the response cannot be answered any more, the connection is cut.
    out.destroy();
    return;
  } finally {
    out.off('close', onClose);
  }
  out.end();
}

function waitForDrain(out: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

// `Set-Cookie` stays one header per cookie (RFC 6265 §3): `Headers` joins it, `getSetCookie()` does not.
function toNodeHeaders(headers: Headers): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [name, value] of headers) {
    if (name !== 'set-cookie') record[name] = value;
  }
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) record['set-cookie'] = cookies;
  return record;
}
