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
  /** Files held in memory (`alwaysStatic` with files up to `maxMemoryFileSize`), not read per request. */
  readonly fromMemory: boolean;
  /** `fetch()` against the running app (for paths `fetch` does not rewrite). */
  get(path: string, init?: BunFetchRequestInit): Promise<Response>;
}

type Mode = Pick<StaticOptions, 'alwaysStatic' | 'maxMemoryFileSize'>;

/**
 * Files in memory on Bun's native routes; every file above `maxMemoryFileSize` (here all of them), found at
 * start and sent from disk; files looked up per request.
 */
const MODES: readonly Mode[] = [
  { alwaysStatic: true },
  { alwaysStatic: true, maxMemoryFileSize: 0 },
  { alwaysStatic: false },
];

/** Runs one suite against a real server and a real built directory in each mode of serving files. */
export function describeEveryMode(
  name: string,
  options: Omit<StaticOptions, 'root' | keyof Mode>,
  body: (served: Served) => void,
): void {
  for (const mode of MODES) {
    describe(`${name} (${Object.entries(mode)
      .map(([key, value]) => `${key}: ${value}`)
      .join(', ')})`, () => {
      const served = { fromMemory: mode.alwaysStatic === true && mode.maxMemoryFileSize === undefined } as {
        -readonly [K in keyof Served]: Served[K];
      };
      beforeAll(async () => {
        served.dist = buildDist();
        served.app = await startApp({ ...options, ...mode, root: served.dist.root });
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
