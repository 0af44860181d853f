/**
 * The method a runtime's request has when its body was read before dispatch: the body parsed as JSON at once
 * (no promise, no turn of the event loop), or `undefined` when it is not in hand (JSON never parses to that).
 * A parse error throws the runtime's `SyntaxError`, as `request.json()` rejects with it.
 */
export const takeJsonInHand = Symbol('fw.takeJsonInHand');

interface JsonInHand {
  [takeJsonInHand](): unknown;
}

/** The body of `request` parsed now, or `undefined` when only `request.json()` can read it. */
export function readJsonInHand(request: Request): unknown {
  return (request as Partial<JsonInHand>)[takeJsonInHand]?.call(request);
}
