import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { holdResponses, type Drain } from '../../pipeline/close-connection.ts';

export interface NodeDrainer {
  /** True from `drain()` on: every response says `Connection: close`. */
  readonly closing: boolean;
  drain(): void;
  /** Drains, closes the listener and the idle connections at a quiet moment, then waits for those in flight. */
  stop(): Promise<void>;
  /** Cuts every connection, in flight or not. */
  stopNow(): Promise<void>;
}

// What a client sends on an earlier response arrives within a round trip (a LAN: under a millisecond).
const QUIET_MS = 5;

// The same guarantee as Bun's drain: a request a keep-alive client sent before the stop is answered, not reset.
export function createNodeDrainer(server: Server, state: Drain): NodeDrainer {
  let closing = false;
  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= new Promise<void>((resolve) => server.close(() => resolve()));
    return closed;
  };
  return {
    get closing() {
      return closing;
    },
    drain() {
      closing = true;
    },
    async stop() {
      closing = true;
      const release = holdResponses(state);
      await sleep(QUIET_MS);
      // One more turn for a loop that was busy past the wait: what a client sent meanwhile is read first.
      await new Promise((resolve) => setImmediate(resolve));
      let stopped: Promise<void>;
      try {
        // Node 19+ closes the idle keep-alive connections here; busy ones close after their last response.
        stopped = close();
        server.closeIdleConnections();
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
