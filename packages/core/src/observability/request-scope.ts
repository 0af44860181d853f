import { AsyncLocalStorage } from 'node:async_hooks';

/** What the instrumented path knows of the request being answered, for code that has no `Context`. */
export interface RequestScope {
  readonly id: string;
}

/** Set around each request only on the instrumented path (`log`, `tracing`, `metrics` or `requestId` on). */
export const requestScope = new AsyncLocalStorage<RequestScope>();
