import { FwError } from '@fw/core';
import type { DualMethodDecorator } from '@fw/core/plugin';
import { wsErrors } from '../errors.ts';
import { createHandlerDecorator } from './handler.ts';

/**
 * Runs with `(socket)` once connected; may close it (4001 after failed auth); messages wait for an async one.
 * @example
 * @OnOpen() onOpen(socket: FwSocket) { socket.join('lobby'); }
 */
export function OnOpen(): DualMethodDecorator {
  return createHandlerDecorator('open', '@OnOpen()');
}

/**
 * Runs with `(socket, code, reason)` when a connection closes, shutdown (1001) included.
 * @example
 * @OnClose() onClose(socket: FwSocket, code: number, reason: string) {}
 */
export function OnClose(): DualMethodDecorator {
  return createHandlerDecorator('close', '@OnClose()');
}

/**
 * Runs with `(socket, message)` for every incoming message, raw (dispatch rules 1 and 2).
 * @example
 * @OnMessage() onMessage(socket: FwSocket, message: string | Buffer) {}
 */
export function OnMessage(): DualMethodDecorator {
  return createHandlerDecorator('message', '@OnMessage()');
}

/**
 * Runs with `(socket, error)` when a handler of this gateway throws or rejects; the socket stays open.
 * @example
 * @OnError() onError(socket: FwSocket, error: unknown) { socket.emit('error', { message: String(error) }); }
 */
export function OnError(): DualMethodDecorator {
  return createHandlerDecorator('error', '@OnError()');
}

/**
 * Runs with `(socket)` when the send buffer has drained after backpressure.
 * @example
 * @OnDrain() onDrain(socket: FwSocket) { this.resume(socket); }
 */
export function OnDrain(): DualMethodDecorator {
  return createHandlerDecorator('drain', '@OnDrain()');
}

/**
 * Runs with `(socket, data)` for a JSON frame of this `event`, in declaration order (dispatch rules 1 and 3).
 * @example
 * @SubscribeMessage('chat') onChat(socket: FwSocket, data: { text: string }) { socket.to('lobby').emit('chat', data); }
 */
export function SubscribeMessage(event: string): DualMethodDecorator {
  if (typeof event !== 'string' || event === '') throw new FwError(wsErrors.badEvent('a gateway', event));
  return createHandlerDecorator('event', `@SubscribeMessage('${event}')`, event);
}

/**
 * The pre-upgrade guard: `false` answers 401, a `Response` is sent, anything else accepts (`socket.data`).
 * @example
 * @OnUpgrade() authorize({ query }: Handshake) { return this.auth.verify(query.get('token')) ?? false; }
 */
export function OnUpgrade(): DualMethodDecorator {
  return createHandlerDecorator('upgrade', '@OnUpgrade()');
}
