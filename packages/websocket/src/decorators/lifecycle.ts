import { FwError, type DualMethodDecorator } from '@fw/core';
import { wsErrors } from '../errors.ts';
import { createHandlerDecorator } from './handler.ts';

/**
 * Runs with `(socket)` when a connection is established. May close the socket, for example with 4001
 * after a failed authentication; messages that arrive while an async handler runs wait for it.
 *
 * @example
 * @OnOpen() onOpen(socket: FwSocket) { socket.join('lobby'); }
 */
export function OnOpen(): DualMethodDecorator {
  return createHandlerDecorator('open', '@OnOpen()');
}

/**
 * Runs with `(socket, code, reason)` when a connection closes, including server-initiated closes and
 * graceful shutdown (code 1001).
 *
 * @example
 * @OnClose() onClose(socket: FwSocket, code: number, reason: string) {}
 */
export function OnClose(): DualMethodDecorator {
  return createHandlerDecorator('close', '@OnClose()');
}

/**
 * Runs with `(socket, message)` for every incoming message, raw (a string, or a `Buffer` for binary
 * frames), whatever its content (dispatch rules 1 and 2).
 *
 * @example
 * @OnMessage() onMessage(socket: FwSocket, message: string | Buffer) {}
 */
export function OnMessage(): DualMethodDecorator {
  return createHandlerDecorator('message', '@OnMessage()');
}

/**
 * Runs with `(socket, error)` when a handler of this gateway throws or rejects; the socket stays open.
 *
 * @example
 * @OnError() onError(socket: FwSocket, error: unknown) { socket.emit('error', { message: String(error) }); }
 */
export function OnError(): DualMethodDecorator {
  return createHandlerDecorator('error', '@OnError()');
}

/**
 * Runs with `(socket)` when the send buffer has drained after backpressure.
 *
 * @example
 * @OnDrain() onDrain(socket: FwSocket) { this.resume(socket); }
 */
export function OnDrain(): DualMethodDecorator {
  return createHandlerDecorator('drain', '@OnDrain()');
}

/**
 * Runs with `(socket, data)` for a JSON text frame whose `event` equals `event`. Several handlers may
 * share one event; they run in declaration order (dispatch rules 1 and 3).
 *
 * @example
 * @SubscribeMessage('chat') onChat(socket: FwSocket, data: { text: string }) { socket.to('lobby').emit('chat', data); }
 */
export function SubscribeMessage(event: string): DualMethodDecorator {
  if (typeof event !== 'string' || event === '') throw new FwError(wsErrors.badEvent('a gateway', event));
  return createHandlerDecorator('event', `@SubscribeMessage('${event}')`, event);
}

/**
 * The pre-upgrade guard: runs with `(handshake)` on the HTTP upgrade request, before the socket exists.
 * Return `false` to answer 401, a `Response` to answer with it (any status), or anything else to accept;
 * an object returned becomes `socket.data`.
 *
 * @example
 * @OnUpgrade() authorize({ query }: Handshake) { return this.auth.verify(query.get('token')) ?? false; }
 */
export function OnUpgrade(): DualMethodDecorator {
  return createHandlerDecorator('upgrade', '@OnUpgrade()');
}
