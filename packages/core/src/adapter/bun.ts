import { FwError, messages } from '../errors/catalogue.ts';
import type { HttpRuntime } from '../runtime/http-runtime.ts';
import { serve } from './bun-serve.ts';
import { bunClusterRuntime } from './bun-workers.ts';

/** Bun's side of the runtime port: `Bun.serve` with its native router, `Bun.spawn` for workers. */
export const bunRuntime: HttpRuntime = {
  name: 'Bun',
  serve(options) {
    assertBun();
    return serve(options);
  },
  workers: {
    spawn(env, onMessage) {
      assertBun();
      return bunClusterRuntime.spawn(env, onMessage);
    },
    probePort(port, hostname) {
      assertBun();
      return bunClusterRuntime.probePort(port, hostname);
    },
    spreadsConnections: bunClusterRuntime.spreadsConnections,
  },
};

// Under Node (`node dist/main.js`, tsx) `Bun` is undefined: one line naming the fix, not a ReferenceError.
function assertBun(): void {
  if (typeof globalThis.Bun === 'undefined') throw new FwError(messages.notOnBun());
}
