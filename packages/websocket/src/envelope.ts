/** The wire envelope of the spec ("WebSocket shapes"): a JSON text frame `{ event, data }`. */
export interface Envelope {
  readonly event: string;
  readonly data?: unknown;
}

const OPEN_BRACE = 0x7b;

/**
 * Serialises one envelope. `data` is omitted from the JSON when undefined, as `emit(event)` allows.
 *
 * @example
 * toFrame('chat', { text: 'hi' }); // '{"event":"chat","data":{"text":"hi"}}'
 */
export function toFrame(event: string, data?: unknown): string {
  return JSON.stringify({ event, data });
}

/**
 * Reads an incoming text frame as an envelope. Returns `undefined` for invalid JSON or for a value without
 * a string `event`: dispatch rule 2 routes those to `@OnMessage` handlers only.
 *
 * @example
 * readEnvelope('{"event":"ping"}'); // { event: 'ping' }
 * readEnvelope('hello');            // undefined
 */
export function readEnvelope(message: string): Envelope | undefined {
  // A JSON object starts with '{' (after optional whitespace), so raw text frames skip the parser and
  // the cost of its exception.
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
