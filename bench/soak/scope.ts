import type { ChildProcess } from 'node:child_process';

const open = new Set<Scope>();

/**
 * What one scenario opened: child processes, sockets, timers, temp dirs. `close()` ends all of it,
 * whether the scenario finished, threw or ran past its deadline; its `signal` tells loops to stop.
 */
export class Scope {
  readonly #controller = new AbortController();
  readonly #cleanups: (() => unknown)[] = [];
  readonly #children = new Set<ChildProcess>();

  constructor() {
    open.add(this);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  /** Runs `cleanup` on close (last registered first); a cleanup that throws does not stop the others. */
  defer(cleanup: () => unknown): void {
    this.#cleanups.push(cleanup);
  }

  /** A child to SIGKILL on close if it is still running; close waits for its exit. */
  adopt<T extends ChildProcess>(child: T): T {
    this.#children.add(child);
    child.once('exit', () => this.#children.delete(child));
    return child;
  }

  /** Ends the scope: aborts its signal (children spawned with it are killed), kills adopted children. */
  abort(reason: Error): void {
    if (!this.signal.aborted) this.#controller.abort(reason);
    for (const child of this.#children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }

  /** Aborts, runs every cleanup, and waits (at most `graceMs`) for the children to exit. */
  async close(graceMs = 5000): Promise<void> {
    this.abort(new Error('scope closed'));
    open.delete(this);
    for (const cleanup of this.#cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('soak: a cleanup failed:', error);
      }
    }
    const exits = [...this.#children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
    await Promise.race([Promise.all(exits), Bun.sleep(graceMs)]);
  }
}

/**
 * Runs `work` in a new scope that is closed when it ends; after `seconds` the scope is aborted and the
 * call rejects with an error naming the deadline, even if `work` never settles.
 */
export async function runWithDeadline<T>(
  label: string,
  seconds: number,
  work: (scope: Scope) => Promise<T>,
): Promise<T> {
  const scope = new Scope();
  let timer: Timer | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`${label} passed its deadline of ${seconds} s`);
      scope.abort(error);
      reject(error);
    }, seconds * 1000);
  });
  try {
    return await Promise.race([work(scope), deadline]);
  } finally {
    clearTimeout(timer);
    await scope.close();
  }
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Kills what every open scope started (for the soak's own SIGINT, SIGTERM and exit). */
export function abortAll(reason: Error): void {
  for (const scope of open) scope.abort(reason);
}
