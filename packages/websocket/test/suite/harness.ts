import type { FwPlugin, RawRoutes } from '@fw/core';
import type { GatewayClass, WebSocketConfig } from '../../src/index.ts';

/** What a test asks the app factory for. */
export interface AppSpec {
  readonly gateways: readonly GatewayClass[];
  readonly config?: WebSocketConfig;
  readonly controllers?: readonly (new (...args: never[]) => object)[];
  readonly services?: readonly (new (...args: never[]) => object)[];
  /** Extra plugins, registered after the WebSocket plugin. */
  readonly plugins?: readonly FwPlugin[];
  /** Raw routes, added with `app.addRoutes()`. */
  readonly routes?: RawRoutes;
}

/** A running app as the suite sees it, whatever the runtime. */
export interface RunningApp {
  /** `ws://host:port<path>` */
  wsUrl(path: string): string;
  /** `http://host:port<path>` */
  httpUrl(path: string): string;
  stop(): Promise<void>;
}

/** Builds and starts an app with the WebSocket plugin of one runtime adapter. */
export type AppFactory = (spec: AppSpec) => Promise<RunningApp>;

export interface Frame {
  readonly event: string;
  readonly data?: unknown;
}

export interface CloseInfo {
  readonly code: number;
  readonly reason: string;
}

/** A safety net against a hung test, not a timing assertion: a missing frame fails with a clear message. */
const WAIT_LIMIT_MS = 5000;

/**
 * A real WebSocket client that queues what it receives, so a test reads frames in order with `next()`.
 * Frame order on one connection is guaranteed, which lets tests prove absence: "the next frame is the
 * sentinel" means nothing else arrived before it.
 */
export class TestClient {
  readonly socket: WebSocket;
  readonly opened: Promise<void>;
  readonly closed: Promise<CloseInfo>;
  readonly #queue: (string | Uint8Array)[] = [];
  #waiter: (() => void) | undefined;

  constructor(url: string, options?: { headers?: Record<string, string> }) {
    // Bun's WebSocket takes a headers option (an extension of the browser API).
    this.socket = options === undefined ? new WebSocket(url) : new WebSocket(url, options as unknown as string[]);
    this.socket.binaryType = 'arraybuffer';
    this.opened = new Promise((resolve, reject) => {
      this.socket.addEventListener('open', () => resolve());
      this.socket.addEventListener('error', () => reject(new Error(`WebSocket to ${url} failed to open`)));
    });
    this.opened.catch(() => undefined);
    this.closed = new Promise((resolve) => {
      this.socket.addEventListener('close', (event) => {
        resolve({ code: event.code, reason: event.reason });
        this.#wake();
      });
    });
    this.socket.addEventListener('message', (event) => {
      const data = event.data as string | ArrayBuffer;
      this.#queue.push(typeof data === 'string' ? data : new Uint8Array(data));
      this.#wake();
    });
  }

  /** Sends a `{ event, data }` frame. */
  emit(event: string, data?: unknown): void {
    this.socket.send(JSON.stringify({ event, data }));
  }

  send(message: string | Uint8Array<ArrayBuffer>): void {
    this.socket.send(message);
  }

  /** The next message, raw. */
  async nextRaw(): Promise<string | Uint8Array> {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    while (this.#queue.length === 0) {
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error('socket closed while a frame was expected');
      if (Date.now() > deadline) throw new Error(`no frame within ${WAIT_LIMIT_MS} ms`);
      await new Promise<void>((resolve) => {
        this.#waiter = resolve;
        setTimeout(resolve, 100);
      });
    }
    return this.#queue.shift() as string | Uint8Array;
  }

  /** The next message, parsed as a `{ event, data }` frame. */
  async next(): Promise<Frame> {
    const raw = await this.nextRaw();
    if (typeof raw !== 'string') throw new Error('expected a text frame, got binary');
    return JSON.parse(raw) as Frame;
  }

  /** Frames received and not read yet. */
  get unread(): number {
    return this.#queue.length;
  }

  close(code?: number, reason?: string): Promise<CloseInfo> {
    this.socket.close(code, reason);
    return this.closed;
  }

  #wake(): void {
    const waiter = this.#waiter;
    this.#waiter = undefined;
    waiter?.();
  }
}

/** Opens a client and waits for the open event. */
export async function connect(url: string, options?: { headers?: Record<string, string> }): Promise<TestClient> {
  const client = new TestClient(url, options);
  await client.opened;
  return client;
}

/** Opens a client and reads its first frame (the fixture gateways greet on open). */
export async function connectGreeted(url: string): Promise<[TestClient, Frame]> {
  const client = await connect(url);
  return [client, await client.next()];
}

/** The headers of a WebSocket handshake (RFC 6455 §4.1), for refusals that `fetch` can observe. */
export function handshakeHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    Connection: 'Upgrade',
    Upgrade: 'websocket',
    'Sec-WebSocket-Version': '13',
    'Sec-WebSocket-Key': btoa('0123456789abcdef'),
    ...extra,
  };
}

/** Waits `ms` milliseconds (the suite runs on Node too, where `Bun.sleep` is missing). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `read` until `ready` holds, at most `limit` ms; returns the last value (the assertion then shows it). */
export async function eventually<T>(read: () => Promise<T>, ready: (value: T) => boolean, limit = 5000): Promise<T> {
  const deadline = Date.now() + limit;
  let value = await read();
  while (!ready(value) && Date.now() < deadline) {
    await sleep(25);
    value = await read();
  }
  return value;
}
