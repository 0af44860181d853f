import type { Server } from 'node:http';
import { holdResponses, type Drain } from '../../pipeline/close-connection.ts';
import { MAX_HOLD_MS, waitForQuiet } from '../../runtime/wait-for-quiet.ts';

export interface NodeDrainer {
  /** True from `drain()` on: every response says `Connection: close`. */
  readonly closing: boolean;
  drain(): void;
  /** Drains, closes the listener and the idle connections at a quiet moment, then waits for those in flight. */
  stop(): Promise<void>;
  /** Cuts every connection, in flight or not. */
  stopNow(): Promise<void>;
}

// The same guarantee as Bun's drain: a request a keep-alive client sent before the stop is answered, not reset.
export function createNodeDrainer(server: Server, state: Drain): NodeDrainer {
  let closing = false;
  const arrivals = { last: 0 };
  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= new Promise<void>((resolve) => server.close(() => resolve()));
    return closed;
  };
  const drain = () => {
    if (closing) return;
    closing = true;
    arrivals.last = performance.now();
    server.on('request', () => (arrivals.last = performance.now()));
  };
  return {
    get closing() {
      return closing;
    },
    drain,
    async stop() {
      drain();
      // Held until no request came for `drainQuiet` ms, as Bun's drain: what pooled clients still send arrives.
      const release = holdResponses(state);
      await waitForQuiet(arrivals, state.quiet, MAX_HOLD_MS);
      await state.step?.('quiet');
      let stopped: Promise<void> | undefined;
      try {
        // Node 19+ closes the idle keep-alive connections here; busy ones close after their last response.
        stopped = close();
        server.closeIdleConnections();
        await state.step?.('closed');
      } finally {
        release();
      }
      await stopped;
    },
    async stopNow() {
      closing = true;
      const stopped = close();
      server.closeAllConnections();
      await stopped;
    },
  };
}
