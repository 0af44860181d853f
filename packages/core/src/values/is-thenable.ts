/**
 * A promise or any `then`-able (Drizzle's `QueryPromise`), awaited as `await` would.
 * @example
 * if (isThenable(result)) result.then(undefined, (error: unknown) => report(error));
 */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}
