import { afterAll, beforeAll, describe } from 'bun:test';
import type { Fw } from '@fw/core';
import type { StaticOptions } from '../src/index.ts';
import type { BuiltDist } from './build-dist.ts';
import { buildDist } from './build-dist.ts';
import { startApp } from './start-app.ts';

/** What a suite body reads once its server is up. */
export interface Served {
  readonly dist: BuiltDist;
  readonly app: Fw;
  readonly alwaysStatic: boolean;
  /** `fetch()` against the running app (for paths `fetch` does not rewrite). */
  get(path: string, init?: BunFetchRequestInit): Promise<Response>;
}

/**
 * Runs one suite against a real server and a real built directory twice: files in memory on Bun's native
 * routes (`alwaysStatic: true`) and files read per request (`alwaysStatic: false`).
 */
export function describeBothModes(name: string, options: Omit<StaticOptions, 'root' | 'alwaysStatic'>, body: (served: Served) => void): void {
  for (const alwaysStatic of [true, false]) {
    describe(`${name} (alwaysStatic: ${alwaysStatic})`, () => {
      const served = { alwaysStatic } as { -readonly [K in keyof Served]: Served[K] };
      beforeAll(async () => {
        served.dist = buildDist();
        served.app = await startApp({ ...options, root: served.dist.root, alwaysStatic });
        served.get = (path, init) => fetch(new URL(path, served.app.url), init);
      });
      afterAll(async () => {
        await served.app?.stop(true);
        served.dist?.remove();
      });
      body(served);
    });
  }
}
