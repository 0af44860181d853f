/** A promise or any `then`-able a handler returned, which dispatch waits on for its result or error. */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}
