import { FwSocket, forgetRooms } from '../socket.ts';
import type { RawSocket } from '../wire/transport.ts';
import type { ConnectionTable } from './connection-table.ts';
import type { GatewayRuntime } from './gateway-runtime.ts';

/** The 1001 Going Away of RFC 6455 §7.4.1 and its reason, sent to every socket on `stop()`. */
export const GOING_AWAY = 1001;
export const SHUTTING_DOWN = 'Server shutting down';

/**
 * How many messages may wait behind a running async `@OnOpen` (an auth check). The runtime cannot pause
 * reading a socket, so without a bound a client flooding during the check grows the server's memory
 * unchecked; past this count, or past `maxPayloadLength` bytes in all, the socket is closed with 1008.
 */
export const MAX_MESSAGES_WHILE_OPENING = 1024;
export const POLICY_VIOLATION = 1008;
export const FLOODED_WHILE_OPENING = 'Too many messages before @OnOpen finished';

/**
 * The per-connection state a runtime adapter carries (Bun: `ws.data`) and calls on each socket event.
 * Adapter-neutral: the adapter only forwards `open`, `message`, `close` and `drain`.
 */
export class Connection {
  readonly #gateway: GatewayRuntime;
  readonly #table: ConnectionTable;
  readonly #data: unknown;
  readonly #request: Request;
  #socket: FwSocket | undefined;
  /** Set while an async `@OnOpen` runs: messages queue behind it so no handler sees an unauthenticated socket. */
  #pending: Promise<void> | undefined;
  /** The bytes (characters of a text frame) a client may queue behind `@OnOpen`: `maxPayloadLength`. */
  readonly #queueLimit: number;
  #queuedMessages = 0;
  #queuedBytes = 0;
  /** True while handlers run synchronously (see `#releaseClose`); a close meanwhile waits in `#closeAfterHandlers`. */
  #handling = false;
  #closeAfterHandlers: (() => void) | undefined;

  constructor(gateway: GatewayRuntime, table: ConnectionTable, request: Request, data: unknown, queueLimit: number) {
    this.#gateway = gateway;
    this.#table = table;
    this.#request = request;
    this.#data = data;
    this.#queueLimit = queueLimit;
  }

  open(raw: RawSocket): void {
    // Upgraded just before shutdown began: refused like an upgrade during shutdown, before the gateway
    // sees it (no `@OnOpen`, no `@OnClose`, never counted).
    if (!this.#table.accepting) {
      raw.close(GOING_AWAY, SHUTTING_DOWN);
      return;
    }
    const socket = new FwSocket(raw, this.#gateway.scope, this.#data, this.#request);
    this.#socket = socket;
    this.#table.add(socket);
    this.#handling = true;
    try {
      const opening = this.#gateway.open(socket);
      // Deferred before the held close is released, so that close waits for the async `@OnOpen` too.
      if (opening !== undefined) this.#defer(opening);
    } finally {
      this.#releaseClose();
    }
  }

  message(message: string | Uint8Array): void {
    const socket = this.#socket as FwSocket;
    if (this.#pending === undefined) {
      this.#dispatch(socket, message);
      return;
    }
    const size = typeof message === 'string' ? message.length : message.byteLength;
    if (this.#queuedMessages === MAX_MESSAGES_WHILE_OPENING || this.#queuedBytes + size > this.#queueLimit) {
      if (socket.readyState === 1) socket.close(POLICY_VIOLATION, FLOODED_WHILE_OPENING);
      return;
    }
    this.#queuedMessages++;
    this.#queuedBytes += size;
    // Queued messages of a socket that `@OnOpen` closed are dropped, never dispatched.
    this.#defer(
      this.#pending.then(() => {
        this.#queuedMessages--;
        this.#queuedBytes -= size;
        if (socket.readyState === 1) this.#dispatch(socket, message);
      }),
    );
  }

  close(code: number, reason: string): void {
    const socket = this.#socket;
    if (socket === undefined) return;
    // Bun runs the close handler inside `ws.close()`: a synchronous `@OnOpen` or message handler that
    // closes its socket is still running, and `@OnClose` must not overtake it (the async `@OnOpen` case
    // waits on `#pending` below).
    if (this.#handling) {
      this.#closeAfterHandlers = () => this.close(code, reason);
      return;
    }
    this.#table.remove(socket);
    const finish = () => {
      const closing = this.#gateway.close(socket, code, reason);
      if (closing === undefined) {
        forgetRooms(socket);
        return undefined;
      }
      return closing.then(() => forgetRooms(socket));
    };
    // `@OnClose` never overtakes a still-running `@OnOpen`.
    const closing = this.#pending === undefined ? finish() : this.#pending.then(finish);
    if (closing !== undefined) this.#table.trackClosing(closing);
  }

  drain(): void {
    this.#handling = true;
    try {
      this.#gateway.drain(this.#socket as FwSocket);
    } finally {
      this.#releaseClose();
    }
  }

  #dispatch(socket: FwSocket, message: string | Uint8Array): void {
    this.#handling = true;
    try {
      this.#gateway.message(socket, message);
    } finally {
      this.#releaseClose();
    }
  }

  /**
   * Ends a stretch of synchronous handlers (`@OnOpen`, a message's handlers, `@OnDrain`), each set
   * `#handling` first: a handler that closes its own socket would otherwise see `@OnClose` run (and the
   * socket's rooms cleared) inside its `close()` call, before the rest of its body and before the
   * handlers after it for the same open or message. The close held meanwhile runs now. A flag and a
   * `try`/`finally` at each of the three, not a helper taking a callback: a message would pay a closure.
   */
  #releaseClose(): void {
    this.#handling = false;
    const close = this.#closeAfterHandlers;
    this.#closeAfterHandlers = undefined;
    close?.();
  }

  #defer(task: Promise<void>): void {
    this.#pending = task;
    void task.then(() => {
      if (this.#pending === task) this.#pending = undefined;
    });
  }
}
