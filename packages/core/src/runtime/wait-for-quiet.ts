import { setTimeout as sleep } from 'node:timers/promises';

/** When a request last arrived; a runtime's drain moves it forward for every request it reads. */
export interface Arrivals {
  last: number;
}

/** The hold ends by then even if requests still come (new clients, or another process on the port answering). */
export const MAX_HOLD_MS = 1000;

/**
 * Resolves once no request has arrived for `quiet` ms (or after `timeout`): every pooled socket a client was
 * about to reuse has been used, so closing the idle ones now resets none (nginx and Node close them at once; a
 * client pausing longer than `quiet` can lose).
 * @example
 * await waitForQuiet(arrivals, drain.quiet, MAX_HOLD_MS);
 */
export async function waitForQuiet(arrivals: Arrivals, quiet: number, timeout: number): Promise<void> {
  const deadline = performance.now() + timeout;
  for (let now = performance.now(); now < deadline; now = performance.now()) {
    const left = Math.min(quiet - (now - arrivals.last), deadline - now);
    if (left > 0) await sleep(left);
    // A loop that was busy has requests waiting: one turn reads them before the quiet is believed.
    else if (await readsNothing(arrivals)) return;
  }
}

async function readsNothing(arrivals: Arrivals): Promise<boolean> {
  const before = arrivals.last;
  await new Promise((resolve) => setImmediate(resolve));
  return arrivals.last === before;
}
