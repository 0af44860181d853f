import { connect, type Socket } from 'node:net';

export const LOOPBACK = '127.0.0.1';

export interface RawResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: ReadonlyMap<string, string>;
  readonly bodyBytes: number;
  /** The server said `Connection: close`: this connection takes no further request. */
  readonly close: boolean;
}

/**
 * How a request failed: `reset` (ECONNRESET), `closed` (the connection ended before the whole answer),
 * `refused` (nothing listens), `error` (anything else; `code` says what).
 */
export type FailureKind = 'reset' | 'closed' | 'refused' | 'error';

export class RawHttpError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly code: string,
  ) {
    super(`HTTP request failed: ${kind} (${code})`);
  }
}

/**
 * One HTTP/1.1 connection over a raw socket, so that what the server does to it (a reset, a FIN in
 * the middle of a keep-alive exchange, `Connection: close`) is seen as it is, not retried or hidden
 * by a client's pool. One request at a time; bodies framed by `Content-Length` only.
 */
export class RawConnection {
  readonly #socket: Socket;
  #buffer: Buffer = Buffer.alloc(0);
  #pending: { resolve(response: RawResponse): void; reject(error: RawHttpError): void } | undefined;
  #ended: RawHttpError | undefined;

  private constructor(socket: Socket) {
    this.#socket = socket;
    socket.on('data', (chunk: Buffer) => this.#read(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => this.#end(toFailure(error)));
    socket.on('close', () => this.#end(new RawHttpError('closed', 'EOF')));
  }

  /** Connects to `127.0.0.1:port`; rejects with a `RawHttpError` (`refused`) when nothing listens. */
  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, LOOPBACK);
      socket.once('connect', () => {
        socket.removeAllListeners('error');
        resolve(new RawConnection(socket));
      });
      socket.once('error', (error: NodeJS.ErrnoException) => reject(toFailure(error)));
    });
  }

  /** The connection can take a request: no error, no end, no `Connection: close` from the server. */
  get usable(): boolean {
    return this.#ended === undefined;
  }

  /** Sends `GET path` (with `extraHeaders`, each ending in CRLF) and waits for the whole answer. */
  request(path: string, extraHeaders = ''): Promise<RawResponse> {
    if (this.#ended !== undefined) return Promise.reject(this.#ended);
    return new Promise((resolve, reject) => {
      this.#pending = { resolve, reject };
      this.#socket.write(`GET ${path} HTTP/1.1\r\nHost: ${LOOPBACK}\r\n${extraHeaders}\r\n`);
    });
  }

  destroy(): void {
    this.#socket.destroy();
  }

  #read(chunk: Buffer): void {
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
    const response = takeResponse(this.#buffer);
    if (response === undefined) return;
    this.#buffer = this.#buffer.subarray(response.length);
    const pending = this.#pending;
    this.#pending = undefined;
    if (response.value.close) {
      this.#ended = new RawHttpError('closed', 'Connection: close');
      this.#socket.end();
    }
    pending?.resolve(response.value);
  }

  #end(failure: RawHttpError): void {
    this.#ended ??= failure;
    const pending = this.#pending;
    this.#pending = undefined;
    pending?.reject(this.#ended);
  }
}

/** Milliseconds for one request on a new connection (`Connection: close`), as a first-time visitor waits. */
export async function timeRequest(port: number, path: string, status = 200): Promise<number> {
  const started = performance.now();
  const connection = await RawConnection.open(port);
  try {
    const response = await connection.request(path, 'Connection: close\r\n');
    if (response.status !== status) throw new Error(`GET ${path} answered ${response.status}`);
    return performance.now() - started;
  } finally {
    connection.destroy();
  }
}

function toFailure(error: NodeJS.ErrnoException): RawHttpError {
  const code = error.code ?? error.message;
  if (code === 'ECONNRESET' || code === 'EPIPE') return new RawHttpError('reset', code);
  if (code === 'ECONNREFUSED') return new RawHttpError('refused', code);
  return new RawHttpError('error', code);
}

/** The first whole response in `buffer`, with its length in bytes; `undefined` while it is incomplete. */
export function takeResponse(buffer: Buffer): { value: RawResponse; length: number } | undefined {
  const headEnd = buffer.indexOf('\r\n\r\n');
  if (headEnd < 0) return undefined;
  const [statusLine, ...lines] = buffer.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const status = Number(statusLine.split(' ')[1]);
  const bodyBytes = Number(headers.get('content-length') ?? 0);
  const length = headEnd + 4 + bodyBytes;
  if (buffer.length < length) return undefined;
  const close = headers.get('connection')?.toLowerCase() === 'close';
  return { value: { status, headers, bodyBytes, close }, length };
}
