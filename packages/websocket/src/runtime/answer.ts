import { HttpException } from '@fw/core';
import { isThenable } from '@fw/core/plugin';
import { toAckFrame, toErrorAckFrame, type AckErrorBody } from '../wire/envelope.ts';
import type { FwSocket } from '../socket.ts';

type Handler = (...args: unknown[]) => unknown;

interface Outcome {
  value: unknown;
  failed: boolean;
  error: unknown;
}

/**
 * Runs a frame's handlers as `message()` does, then sends one ack once all settled (README, "Acknowledgements").
 * @example
 * answer(handlers, socket, 'add', { a: 1 }, 7, (error) => runtime.fail(socket, error));
 */
export function answer(
  handlers: readonly Handler[],
  socket: FwSocket,
  event: string,
  data: unknown,
  id: string | number,
  fail: (error: unknown) => void,
): void {
  const outcome: Outcome = { value: undefined, failed: false, error: undefined };
  const failed = (error: unknown) => {
    fail(error);
    if (outcome.failed) return;
    outcome.failed = true;
    outcome.error = error;
  };
  const pending: Promise<void>[] = [];
  for (const [index, handler] of handlers.entries()) {
    let result: unknown;
    try {
      result = handler(socket, data);
    } catch (error) {
      failed(error);
      continue;
    }
    const settle = (value: unknown) => {
      if (index === 0) outcome.value = value;
    };
    if (isThenable(result)) pending.push(Promise.resolve(result).then(settle, failed));
    else settle(result);
  }
  if (pending.length === 0) sendAck(socket, event, id, outcome, fail);
  else void Promise.all(pending).then(() => sendAck(socket, event, id, outcome, fail));
}

/** An error ack, so the client need not wait for its timeout. */
export function sendErrorAck(socket: FwSocket, event: string, id: string | number, error: AckErrorBody): void {
  socket.send(toErrorAckFrame(event, id, error));
}

function sendAck(
  socket: FwSocket,
  event: string,
  id: string | number,
  outcome: Outcome,
  fail: (error: unknown) => void,
): void {
  if (outcome.failed) return sendErrorAck(socket, event, id, toAckError(outcome.error));
  let frame: string;
  try {
    frame = toAckFrame(event, id, outcome.value);
  } catch (error) {
    // A value JSON cannot hold (a bigint, a cycle) is the handler's error, as it is a route's 500.
    fail(error);
    return sendErrorAck(socket, event, id, toAckError(error));
  }
  socket.send(frame);
}

// As the core answers HTTP: an `HttpException`'s fields, anything else a generic 500.
export function toAckError(error: unknown): AckErrorBody {
  if (!(error instanceof HttpException)) return { statusCode: 500, message: 'Internal Server Error' };
  // An object body is sent as given over HTTP; an ack keeps its status and message beside it.
  return { statusCode: error.statusCode, message: error.message, ...error.toJSON() };
}
