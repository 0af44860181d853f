import { connect } from 'node:net';
import { handshakeHeaders } from './harness.ts';

/** One client frame, masked unless asked otherwise (RFC 6455 §5.2). Payloads stay under 126 bytes. */
export function clientFrame(
  opcode: number,
  payload: Uint8Array,
  options: { fin?: boolean; masked?: boolean; rsv?: number } = {},
): Buffer {
  const { fin = true, masked = true, rsv = 0 } = options;
  const key = Buffer.from([0x11, 0x22, 0x33, 0x44]);
  const body = masked
    ? Buffer.from(payload.map((byte, index) => byte ^ (key[index % 4] as number)))
    : Buffer.from(payload);
  const head = Buffer.from([(fin ? 0x80 : 0) | rsv | opcode, (masked ? 0x80 : 0) | payload.length]);
  return Buffer.concat(masked ? [head, key, body] : [head, body]);
}

/**
 * Opens a WebSocket over a plain TCP socket, writes `frames` (bytes no WebSocket API can produce), and
 * resolves with the code of the Close frame the server sent back, or undefined if it sent none.
 */
export function sendRawFrames(httpUrl: string, frames: readonly Buffer[]): Promise<number | undefined> {
  const url = new URL(httpUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = Buffer.alloc(0);
    let upgraded = false;
    socket.on('error', reject);
    socket.on('connect', () => socket.write(toUpgradeRequest(url)));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (upgraded || end === -1) return;
      upgraded = true;
      if (!isUpgraded(received, end)) reject(new Error(`not upgraded: ${received.toString()}`));
      received = received.subarray(end + 4);
      for (const frame of frames) socket.write(frame);
    });
    socket.on('close', () => {
      const isClose = received.length >= 4 && ((received[0] as number) & 0x0f) === 0x8;
      resolve(isClose ? received.readUInt16BE(2) : undefined);
    });
  });
}

/** A server frame's header as a raw client reads it: whether RSV1 (compressed, RFC 7692 §6) is set, and its opcode. */
export interface ServerFrame {
  readonly compressed: boolean;
  readonly opcode: number;
}

/**
 * A client over a plain TCP socket that offers `permessage-deflate` and reads the header of every frame
 * the server sends, which no WebSocket API exposes. `next()` resolves with the next frame.
 */
export async function connectDeflateClient(
  httpUrl: string,
): Promise<{ send(frame: Buffer): void; next(): Promise<ServerFrame>; close(): void }> {
  const url = new URL(httpUrl);
  const socket = connect(Number(url.port), url.hostname);
  const frames: ServerFrame[] = [];
  let wake: (() => void) | undefined;
  let received = Buffer.alloc(0);
  let upgraded = false;
  const opened = Promise.withResolvers<void>();
  socket.on('error', opened.reject);
  socket.on('connect', () => socket.write(toUpgradeRequest(url, { 'Sec-WebSocket-Extensions': 'permessage-deflate' })));
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    if (!upgraded) {
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      upgraded = true;
      if (!isUpgraded(received, end)) opened.reject(new Error(`not upgraded: ${received.toString()}`));
      received = received.subarray(end + 4);
      opened.resolve();
    }
    for (let frame = readFrameHeader(received); frame !== undefined; frame = readFrameHeader(received)) {
      frames.push(frame.header);
      received = received.subarray(frame.size);
    }
    wake?.();
  });
  await opened.promise;
  return {
    send: (frame) => socket.write(frame),
    async next() {
      for (let wait = 0; wait < 100 && frames.length === 0; wait++) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      const frame = frames.shift();
      if (frame === undefined) throw new Error('no frame within 5 s');
      return frame;
    },
    close: () => socket.destroy(),
  };
}

function readFrameHeader(bytes: Buffer): { header: ServerFrame; size: number } | undefined {
  if (bytes.length < 2) return undefined;
  const first = bytes[0] as number;
  let length = (bytes[1] as number) & 0x7f;
  let offset = 2;
  if (length === 126) [length, offset] = bytes.length < 4 ? [Infinity, 4] : [bytes.readUInt16BE(2), 4];
  else if (length === 127)
    [length, offset] = bytes.length < 10 ? [Infinity, 10] : [Number(bytes.readBigUInt64BE(2)), 10];
  if (bytes.length < offset + length) return undefined;
  return { header: { compressed: (first & 0x40) !== 0, opcode: first & 0x0f }, size: offset + length };
}

/** The HTTP/1.1 upgrade request a raw client writes: the harness's handshake headers and any `extra`. */
export function toUpgradeRequest(url: URL, extra: Record<string, string> = {}): string {
  const headers = { ...handshakeHeaders(), ...extra };
  const lines = [
    `GET ${url.pathname} HTTP/1.1`,
    `Host: ${url.host}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Whether the response head (up to `headEnd`) is a 101 Switching Protocols. */
export function isUpgraded(received: Buffer, headEnd: number): boolean {
  return received.subarray(0, headEnd).toString().startsWith('HTTP/1.1 101');
}

/**
 * A refused handshake, read as a `Response`: sent over TCP because Node's `fetch` refuses `Upgrade` and
 * `Connection` headers. `headers` replaces the handshake's (pass `handshakeHeaders()` for a whole one).
 */
export function fetchHandshake(httpUrl: string, headers: Record<string, string>): Promise<Response> {
  const url = new URL(httpUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('connect', () => {
      const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [status = '', ...fields] = received.subarray(0, end).toString().split('\r\n');
      const parsed = new Headers(fields.map((field) => field.split(/:\s*/, 2) as [string, string]));
      const body = received.subarray(end + 4);
      if (body.byteLength < Number(parsed.get('content-length') ?? 0)) return;
      socket.destroy();
      resolve(
        new Response(body.byteLength === 0 ? null : body, { status: Number(status.split(' ')[1]), headers: parsed }),
      );
    });
  });
}
