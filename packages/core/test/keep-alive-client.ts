import { connect } from 'node:net';

/** A response as read off the wire: the status line's code, the headers (lower-case names), the body. */
export interface WireResponse {
  readonly status: number;
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
}

/** How the server ended the connection: `'fin'` for a clean close, else the socket's error code (`ECONNRESET`). */
export type Ending = string;

/**
 * One raw HTTP/1.1 keep-alive connection, for what `fetch` hides: which response said
 * `Connection: close`, and whether the server ended the connection with a FIN or a reset.
 */
export interface KeepAliveConnection {
  /** Sends `GET path`; resolves with the response (read by its length), rejects if the connection ends first. */
  get(path: string): Promise<WireResponse>;
  /** Settles once the connection is closed, with how it ended. */
  readonly ended: Promise<Ending>;
  close(): void;
}

export async function openKeepAlive(port: number): Promise<KeepAliveConnection> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let buffered = '';
  let waiting: { resolve(response: WireResponse): void; reject(error: Error): void } | undefined;
  let ending: Ending | undefined;
  const ended = new Promise<Ending>((resolve) => {
    socket.on('error', (error: NodeJS.ErrnoException) => (ending ??= error.code ?? error.message));
    socket.on('end', () => (ending ??= 'fin'));
    socket.on('close', () => {
      waiting?.reject(new Error(`connection ended (${ending ?? 'closed'}) before the response`));
      waiting = undefined;
      resolve(ending ?? 'closed');
    });
  });
  socket.on('data', (chunk) => {
    buffered += chunk.toString('latin1');
    const response = readResponse(buffered);
    if (response === undefined || waiting === undefined) return;
    buffered = buffered.slice(response.length);
    waiting.resolve(response.response);
    waiting = undefined;
  });
  return {
    get: (path) =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(`GET ${path} HTTP/1.1\r\nHost: fw.test\r\n\r\n`);
      }),
    ended,
    close: () => socket.end(),
  };
}

function readResponse(text: string): { response: WireResponse; length: number } | undefined {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd === -1) return undefined;
  const [statusLine = '', ...lines] = text.slice(0, headEnd).split('\r\n');
  const headers = new Map(lines.map((line) => toHeader(line, line.indexOf(':'))));
  const length = headEnd + 4 + Number(headers.get('content-length') ?? 0);
  if (text.length < length) return undefined;
  const body = text.slice(headEnd + 4, length);
  return { response: { status: Number(statusLine.split(' ')[1]), headers, body }, length };
}

function toHeader(line: string, colon: number): [string, string] {
  return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
}
