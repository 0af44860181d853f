import type { WebSocketAdapter } from './adapter.ts';

/**
 * The default adapter: rooms and counts stay in this process, and a broadcast is one native publish
 * with no other step.
 */
export const inProcessAdapter: WebSocketAdapter = Object.freeze({
  name: 'in-process',
  join: () => Promise.resolve(null),
});
