import { Fw, type FwOptions } from '../src/index.ts';
import type { Constructor } from '../src/plugin.ts';

/** Errors an app logged, for tests that check what reached the server log. */
export function createLogger() {
  const logged: unknown[][] = [];
  return { logged, logger: { error: (...data: unknown[]) => void logged.push(data) } };
}

/** Starts an app on a free port and returns it with a `call` helper (real socket). */
export async function startApp(controllers: Constructor[], services: Constructor[] = [], options: FwOptions = {}, setup?: (app: Fw) => void) {
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
