/** The spec's wire envelope, a JSON text frame `{ event, data }`, with an ack `id` (README "Acknowledgements"). */
export interface Envelope {
  readonly event: string;
  readonly data?: unknown;
  readonly id?: unknown;
}

/** What an error ack carries: the core's JSON error body (`HttpException.toJSON()`). */
export interface AckErrorBody {
  readonly statusCode: number;
  readonly message: string;
}

const OPEN_BRACE = 0x7b;

/**
 * Serialises one envelope; `data` is left out when undefined.
 * @example
 * toFrame('chat', { text: 'hi' }); // '{"event":"chat","data":{"text":"hi"}}'
 */
export function toFrame(event: string, data?: unknown): string {
  return JSON.stringify({ event, data });
}

/**
 * The answer to a frame with an `id`: the handler's value, `null` for nothing (as an HTTP 204).
 * @example
 * toAckFrame('add', 7, 3); // '{"event":"add","data":3,"ack":7}'
 */
export function toAckFrame(event: string, id: string | number, data: unknown): string {
  return JSON.stringify({ event, data: data ?? null, ack: id });
}

/**
 * The answer to a frame whose handler threw: `error` instead of `data`.
 * @example
 * toErrorAckFrame('add', 7, { statusCode: 404, message: 'x' }); // '{"event":"add","ack":7,"error":{…}}'
 */
export function toErrorAckFrame(event: string, id: string | number, error: AckErrorBody): string {
  return JSON.stringify({ event, ack: id, error });
}

/**
 * Reads a text frame as an envelope; `undefined` for anything else (dispatch rule 2: `@OnMessage` only).
 * @example
 * readEnvelope('{"event":"ping"}'); // { event: 'ping' }
 * readEnvelope('hello');            // undefined
 */
export function readEnvelope(message: string): Envelope | undefined {
  // Raw text frames skip the parser and the cost of its exception.
  if (message.charCodeAt(0) !== OPEN_BRACE && message.trimStart().charCodeAt(0) !== OPEN_BRACE) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  return typeof (parsed as { event?: unknown }).event === 'string' ? (parsed as Envelope) : undefined;
}

/**
 * The ack id: `undefined` for none, a string or number (socket.io's are counters), `false` when refused.
 * @example
 * readAckId({ event: 'a', id: 3 });  // 3
 * readAckId({ event: 'a' });         // undefined
 * readAckId({ event: 'a', id: {} }); // false
 */
export function readAckId(envelope: Envelope): string | number | false | undefined {
  const id = envelope.id;
  if (id === undefined || id === null) return undefined;
  return typeof id === 'string' || typeof id === 'number' ? id : false;
}
