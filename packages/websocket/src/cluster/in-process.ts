import type { WebSocketAdapter } from './adapter.ts';

/** The default adapter: everything stays in this process, a broadcast is one native publish. */
export const inProcessAdapter: WebSocketAdapter = Object.freeze({
  name: 'in-process',
  join: () => Promise.resolve(null),
});
