import { Fw, type FwOptions } from '../src/index.ts';
import type { Constructor } from '../src/types.ts';

/** Errors an app logged, for tests that check what reached the server log. */
export function createLogger() {
  const logged: unknown[][] = [];
  return { logged, logger: { error: (...data: unknown[]) => void logged.push(data) } };
}

/** Starts an app on a free port and returns it with a `call` helper (real socket). */
export async function startApp(
  controllers: Constructor[],
  services: Constructor[] = [],
  options: FwOptions = {},
  setup?: (app: Fw) => void,
) {
  const app = new Fw(options).controllers(controllers).services(services);
  setup?.(app);
  await app.listen(0);
  const call = (path: string, init?: RequestInit) => fetch(new URL(path, app.url), init);
  return { app, call, [Symbol.asyncDispose]: () => app.stop() };
}

/** A JSON request init. */
export function jsonBody(method: string, value: unknown): RequestInit {
  return { method, body: JSON.stringify(value), headers: { 'content-type': 'application/json' } };
}

/** How a test reaches the app: over a real socket (`listen(0)`), or in-process with `app.fetch()`. */
export type Transport = 'socket' | 'fetch';
export const TRANSPORTS: readonly Transport[] = ['socket', 'fetch'];

/** `startApp` over `transport`: the same `call` either way, so one test body checks both. */
export async function openApp(
  transport: Transport,
  controllers: Constructor[],
  services: Constructor[] = [],
  options: FwOptions = {},
  setup?: (app: Fw) => void,
) {
  if (transport === 'socket') return startApp(controllers, services, options, setup);
  const app = new Fw(options).controllers(controllers).services(services);
  setup?.(app);
  const call = (path: string, init?: RequestInit) => app.fetch(new Request(new URL(path, 'http://local'), init));
  return { app, call, [Symbol.asyncDispose]: () => app.stop() };
}

/**
 * Where these tests run: on Bun, and on Node with `@fw/core/node` serving (runtimes/behaviour-on-node.test.ts).
 * A test names the runtime only where the README documents a difference.
 */
export const ON_NODE = typeof Bun === 'undefined';
