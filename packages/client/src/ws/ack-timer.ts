/** The longest delay `setTimeout` keeps: a longer one fires at once (HTML timers, Node and Bun alike). */
export const MAX_TIMER = 2 ** 31 - 1;

/** Refuses a timeout that is not a positive number of milliseconds or `Infinity`. */
export function checkAckTimeout(timeout: unknown): asserts timeout is number {
  if (typeof timeout !== 'number' || !(timeout > 0)) {
    throw new TypeError(
      `@fw/client: emitWithAck's timeout must be a positive number of milliseconds or Infinity, got ${String(timeout)}`,
    );
  }
}

/**
 * Calls `expire` after `timeout` ms (`Infinity`: never), chaining timers past `MAX_TIMER`; returns the cancel.
 * @example
 * const cancel = startAckTimer(10_000, () => console.log('no ack'));
 */
export function startAckTimer(
  timeout: number,
  expire: () => void,
  schedule: (run: () => void, ms: number) => unknown = setTimeout,
  cancel: (timer: unknown) => void = clearTimeout as (timer: unknown) => void,
): () => void {
  checkAckTimeout(timeout);
  let timer: unknown;
  const wait = (left: number) => {
    if (left === Number.POSITIVE_INFINITY) return;
    timer = schedule(() => (left > MAX_TIMER ? wait(left - MAX_TIMER) : expire()), Math.min(left, MAX_TIMER));
  };
  wait(timeout);
  return () => cancel(timer);
}
