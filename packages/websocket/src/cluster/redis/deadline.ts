/** `promise`, or `late()` after `ms`: a Redis silent without closing its sockets must not hang a caller. */
export function withDeadline<T>(promise: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(late()), ms)));
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** For the outcome of a fire-and-forget command: a failure is a lost write, retried by the next heartbeat. */
export function ignore(): void {}
