import { checkAckTimeout, startAckTimer } from './ack-timer.ts';
import { toBackoff } from './backoff.ts';
import type { AckError, ConnectOptions, SocketStatus } from './types.ts';

type Listener = (data: unknown) => void;

interface Pending {
  resolve(data: unknown): void;
  reject(error: Error): void;
}

/** RFC 6455 §7.4.1: a normal closure, which the server sends on purpose: never reconnected. */
const NORMAL = 1000;

/**
 * One reconnecting connection over the global `WebSocket`, buffered while not open (README "Socket client").
 * @example
 * const chat = new Connection('ws://localhost:3000/ws/chat', { finalCloseCodes: [4001] });
 * chat.emit('message', { text: 'hi' });
 */
export class Connection {
  status: SocketStatus = 'connecting';
  readonly #url: string;
  readonly #options: ConnectOptions;
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #pending = new Map<number, Pending>();
  /** Frames waiting for an open socket, with the ack id of each (if any). */
  #queue: [string, number | undefined][] = [];
  #socket: WebSocket | undefined;
  #attempt = 0;
  #opened = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #nextId = 0;

  constructor(url: string, options: ConnectOptions = {}) {
    this.#url = url;
    this.#options = options;
    this.#open();
  }

  on(event: string, listener: Listener): () => void {
    const set = this.#listeners.get(event) ?? new Set();
    this.#listeners.set(event, set.add(listener));
    return () => this.off(event, listener);
  }

  off(event: string, listener: Listener): void {
    this.#listeners.get(event)?.delete(listener);
  }

  emit(event: string, data?: unknown): void {
    this.#send(JSON.stringify({ event, data }), undefined);
  }

  emitWithAck(event: string, data?: unknown, options: { timeout?: number } = {}): Promise<unknown> {
    const timeout = options.timeout ?? 10_000;
    checkAckTimeout(timeout);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      const done = startAckTimer(timeout, () => this.#settle(id, undefined, 0, 'no ack within the timeout'));
      this.#pending.set(id, {
        resolve: (value) => (done(), resolve(value)),
        reject: (error) => (done(), reject(error)),
      });
      this.#send(JSON.stringify({ event, data, id }), id);
    });
  }

  close(code = NORMAL, reason?: string): void {
    this.#stop('closed by the client');
    this.#socket?.close(code, reason);
  }

  reconnect(): void {
    if (this.status !== 'closed') return;
    this.#attempt = 0;
    this.status = 'connecting';
    this.#open();
  }

  #open(): void {
    const socket = new WebSocket(this.#url, this.#options.protocols);
    this.#socket = socket;
    socket.onopen = () => {
      this.status = 'open';
      this.#attempt = 0;
      const queued = this.#queue;
      this.#queue = [];
      for (const [frame] of queued) socket.send(frame);
      this.#options.onOpen?.({ reconnected: this.#opened });
      this.#opened = true;
    };
    socket.onmessage = ({ data }) => this.#receive(data);
    socket.onclose = ({ code, reason }) => this.#closed(socket, code, reason);
  }

  #receive(raw: unknown): void {
    let frame: { event?: unknown; data?: unknown; ack?: number; error?: { statusCode: number; message: string } };
    try {
      frame = JSON.parse(raw as string);
    } catch {
      // A raw frame (the protocol allows them) is not an event.
      return;
    }
    if (typeof frame?.event !== 'string') return;
    if ('ack' in frame) this.#settle(frame.ack as number, frame.data, frame.error?.statusCode, frame.error?.message);
    else for (const listener of [...(this.#listeners.get(frame.event) ?? [])]) listener(frame.data);
  }

  /** Resolves an ack with `data`, or rejects it when `status` is set (0: no answer came). */
  #settle(id: number, data: unknown, status?: number, message?: string): void {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    if (status === undefined) pending.resolve(data);
    else pending.reject(Object.assign(new Error(message), { name: 'AckError', status }) as AckError);
  }

  #send(frame: string, id: number | undefined): void {
    if (this.status === 'open') return this.#socket?.send(frame);
    if (this.status === 'closed') return this.#drop(id, 'the socket is closed');
    this.#queue.push([frame, id]);
    const limit = this.#options.buffer ?? 100;
    while (this.#queue.length > limit) this.#drop(this.#queue.shift()?.[1], 'dropped from the full buffer');
  }

  #drop(id: number | undefined, why: string): void {
    if (id !== undefined) this.#settle(id, undefined, 0, why);
  }

  #closed(socket: WebSocket, code: number, reason: string): void {
    // A socket replaced since (reconnect() after close()) reports its own close late: not this one's.
    if (socket !== this.#socket) return;
    // Sent frames' answers would go to the closed connection; buffered ones still go out on the next.
    const buffered = new Set(this.#queue.map((queued) => queued[1]));
    for (const id of [...this.#pending.keys()]) {
      if (!buffered.has(id)) this.#settle(id, undefined, 0, `closed (${code}) before the ack`);
    }
    const options = this.#options;
    const { reconnect } = options;
    const backoff = reconnect === false ? undefined : typeof reconnect === 'object' ? reconnect : {};
    const final = this.status === 'closed' || code === NORMAL || !!options.finalCloseCodes?.includes(code);
    const reconnecting = !final && backoff !== undefined && this.#attempt < (backoff.attempts ?? Infinity);
    if (reconnecting) {
      this.status = 'reconnecting';
      this.#timer = setTimeout(() => this.#open(), toBackoff(this.#attempt++, backoff));
    } else {
      this.#stop(`closed (${code})`);
    }
    options.onClose?.({ code, reason, reconnecting });
  }

  /** Closed for good: no reconnect, the buffer's acks reject. */
  #stop(why: string): void {
    this.status = 'closed';
    clearTimeout(this.#timer);
    for (const [, id] of this.#queue.splice(0)) this.#drop(id, why);
  }
}
