/**
 * The method a runtime's request has when its body was read before dispatch: the body parsed as JSON at once
 * (no promise, no turn of the event loop) when its type is JSON's (`isJsonAtOnce`) and its length within the
 * limit given; else `undefined`, and the body is read as any other (JSON never parses to `undefined`). A parse
 * error throws the runtime's `SyntaxError`, as `request.json()` rejects with it.
 */
export const takeJsonInHand = Symbol('fw.takeJsonInHand');

interface JsonInHand {
  [takeJsonInHand](limit: number): unknown;
}

/** Whether a body sent with this `Content-Type` is parsed as JSON straight away: none, or `application/json`. */
export function isJsonAtOnce(type: string | null | undefined): boolean {
  return type === null || type === undefined || type.startsWith('application/json');
}

/** The body of `request` parsed now, or `undefined` when it is not in hand, not JSON, or over `limit`. */
export function readJsonInHand(request: Request, limit: number): unknown {
  return (request as Partial<JsonInHand>)[takeJsonInHand]?.(limit);
}
