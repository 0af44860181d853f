import { FwSocket, forgetRooms } from '../socket.ts';
import type { RawSocket } from '../wire/transport.ts';
import type { ConnectionTable } from './connection-table.ts';
import type { GatewayRuntime } from './gateway-runtime.ts';
import { rememberUpgrade } from './upgrade-trace.ts';
import type { SpanOrigin } from '@fw/core/plugin';

/** RFC 6455 §7.4.1 Going Away, sent to every socket on `stop()`. */
export const GOING_AWAY = 1001;
export const SHUTTING_DOWN = 'Server shutting down';

/** Messages that may wait behind an async `@OnOpen`: Bun cannot pause reading (README, "Open and close"). */
export const MAX_MESSAGES_WHILE_OPENING = 1024;
export const POLICY_VIOLATION = 1008;
export const FLOODED_WHILE_OPENING = 'Too many messages before @OnOpen finished';

/** The per-connection state a runtime adapter carries (Bun: `ws.data`) and calls on each socket event. */
export class Connection {
  readonly #gateway: GatewayRuntime;
  readonly #table: ConnectionTable;
  readonly #data: unknown;
  readonly #request: Request;
  #socket: FwSocket | undefined;
  #pending: Promise<void> | undefined;
  readonly #queueLimit: number;
  #queuedMessages = 0;
  #queuedBytes = 0;
  #handling = false;
  #closeAfterHandlers: (() => void) | undefined;
  readonly #upgradeSpan: SpanOrigin | undefined;

  constructor(
    gateway: GatewayRuntime,
    table: ConnectionTable,
    request: Request,
    data: unknown,
    queueLimit: number,
    upgradeSpan?: SpanOrigin,
  ) {
    this.#gateway = gateway;
    this.#upgradeSpan = upgradeSpan;
    this.#table = table;
    this.#request = request;
    this.#data = data;
    this.#queueLimit = queueLimit;
  }

  open(raw: RawSocket): void {
    // Upgraded just before shutdown began: refused before the gateway sees it.
    if (!this.#table.accepting) {
      raw.close(GOING_AWAY, SHUTTING_DOWN);
      return;
    }
    const socket = new FwSocket(raw, this.#gateway.scope, this.#data, this.#request);
    this.#socket = socket;
    if (this.#upgradeSpan !== undefined) rememberUpgrade(socket, this.#upgradeSpan);
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
    // Bun runs the close handler inside `ws.close()`, while the handler that closed is still running.
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

  // Runs the close held while synchronous handlers ran (README, "Design notes": why a flag, not a helper).
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
