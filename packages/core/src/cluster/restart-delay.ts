/** The first restart waits, so a signal the whole process group got reaches the primary first. */
export const FIRST_RESTART_MS = 100;
/** The longest wait between restarts of a worker that keeps crashing (PM2's backoff stops at 15 s). */
export const MAX_RESTART_MS = 10_000;
/** A worker that served this long before it died starts the backoff again from the first delay. */
export const STABLE_MS = 30_000;

/**
 * The wait before the `crashes`-th restart in a row: 100 ms, doubled each time, at most 10 s; never gives up.
 * @example
 * restartDelay(1); // 100
 * restartDelay(4); // 800
 */
export function restartDelay(crashes: number): number {
  return Math.min(FIRST_RESTART_MS * 2 ** Math.max(0, crashes - 1), MAX_RESTART_MS);
}

/** Crashes in a row after one more, from how long the process served: a long run starts the count again. */
export function countCrash(crashes: number, servedMs: number): number {
  return servedMs >= STABLE_MS ? 1 : crashes + 1;
}
