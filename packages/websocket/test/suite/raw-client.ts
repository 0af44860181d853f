import { connect } from 'node:net';
import { handshakeHeaders } from './harness.ts';

/** One client frame, masked unless asked otherwise (RFC 6455 §5.2). Payloads stay under 126 bytes. */
export function clientFrame(opcode: number, payload: Uint8Array, options: { fin?: boolean; masked?: boolean; rsv?: number } = {}): Buffer {
  const { fin = true, masked = true, rsv = 0 } = options;
  const key = Buffer.from([0x11, 0x22, 0x33, 0x44]);
  const body = masked ? Buffer.from(payload.map((byte, index) => byte ^ (key[index % 4] as number))) : Buffer.from(payload);
  const head = Buffer.from([(fin ? 0x80 : 0) | rsv | opcode, (masked ? 0x80 : 0) | payload.length]);
  return Buffer.concat(masked ? [head, key, body] : [head, body]);
}

/**
 * Opens a WebSocket over a plain TCP socket, writes `frames` (bytes no WebSocket API can produce), and
 * resolves with the code of the Close frame the server sent back, or undefined if it sent none.
 */
export function sendRawFrames(httpUrl: string, frames: readonly Buffer[]): Promise<number | undefined> {
  const url = new URL(httpUrl);
  const request = [`GET ${url.pathname} HTTP/1.1`, `Host: ${url.host}`, ...Object.entries(handshakeHeaders()).map(([k, v]) => `${k}: ${v}`)];
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = Buffer.alloc(0);
    let upgraded = false;
    socket.on('error', reject);
    socket.on('connect', () => socket.write(`${request.join('\r\n')}\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (upgraded || end === -1) return;
      upgraded = true;
      if (!received.subarray(0, end).toString().startsWith('HTTP/1.1 101')) reject(new Error(`not upgraded: ${received.toString()}`));
      received = received.subarray(end + 4);
      for (const frame of frames) socket.write(frame);
    });
    socket.on('close', () => {
      const isClose = received.length >= 4 && ((received[0] as number) & 0x0f) === 0x8;
      resolve(isClose ? received.readUInt16BE(2) : undefined);
    });
  });
}
