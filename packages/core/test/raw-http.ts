import { connect } from 'node:net';

/** What came back on a raw connection; `status` 0 when the server closed it without an answer. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

export interface RawRequestInit {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Sends the request's characters as single bytes (latin1), so `\xE9` is the byte 0xE9, not UTF-8. */
  readonly latin1?: boolean;
}

/**
 * Sends one HTTP/1.1 request with its method and target written byte for byte, as `fetch()` would not
 * (it upper-cases `delete`, sends `FOO` as `GET` in Bun and re-encodes escapes), and reads until the
 * server closes the connection.
 */
export function sendRaw(port: number, target: string, init: RawRequestInit = {}): Promise<RawAnswer> {
  const { method = 'GET', headers = {}, body } = init;
  const fields = { host: 'localhost', connection: 'close', ...headers };
  const lines = Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`);
  if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}\r\n`);
  const text = `${method} ${target} HTTP/1.1\r\n${lines.join('')}\r\n${body ?? ''}`;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(init.latin1 ? Buffer.from(text, 'latin1') : text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks).toString('utf8'))));
  });
}

function parseAnswer(text: string): RawAnswer {
  if (text === '') return { status: 0, headers: {}, body: '' };
  const split = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) };
}
