import { afterAll, beforeAll, describe } from 'bun:test';
import path from 'node:path';
import type { StaticOptions } from '../src/index.ts';
import type { BuiltDist } from './build-dist.ts';
import {
  buildForNode,
  RUNTIMES,
  startFixture,
  type RunningApp,
  type RuntimeVariant,
} from '../../core/test/runtimes/runtime-process.ts';
import { buildDist } from './build-dist.ts';

const FIXTURE = path.join(import.meta.dir, 'runtimes/fixture');
const PACKAGE = path.resolve(import.meta.dir, '..');

/** What a suite body reads once its server is up. */
export interface Served {
  readonly dist: BuiltDist;
  readonly runtime: RuntimeVariant['name'];
  readonly url: URL;
  readonly port: number;
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

/**
 * Starts the test app (`runtimes/fixture/`) on `runtime` in a process of its own: Bun runs the sources, Node
 * the packages' dist/ and the app compiled by tsc (core's runtime harness).
 */
export async function startServed(runtime: RuntimeVariant, options: StaticOptions): Promise<RunningApp> {
  if (runtime.name === 'Node') buildServedForNode();
  return startFixture(runtime, {}, { folder: FIXTURE, args: [JSON.stringify(options)] });
}

/** For a file whose tests each start a server: `npm run build` of core and static, once, in a `beforeAll`. */
export function buildServedForNode(): void {
  buildForNode(FIXTURE, [PACKAGE]);
}

/** Ends a server `startServed` started (SIGKILL: nothing to drain) and waits until its process is gone. */
export async function stopServed(app: RunningApp | undefined): Promise<void> {
  app?.child.kill('SIGKILL');
  await app?.exited;
}

/** Runs one suite against a real server and a real built directory on each runtime, in each mode of serving files. */
export function describeEveryMode(
  name: string,
  options: Omit<StaticOptions, 'root' | keyof Mode>,
  body: (served: Served) => void,
): void {
  for (const runtime of RUNTIMES) {
    for (const mode of MODES) {
      const label = Object.entries(mode).map(([key, value]) => `${key}: ${value}`);
      describe(`${name} (on ${runtime.name}, ${label.join(', ')})`, () => {
        const served = {
          runtime: runtime.name,
          fromMemory: mode.alwaysStatic === true && mode.maxMemoryFileSize === undefined,
        } as { -readonly [K in keyof Served]: Served[K] };
        let app: RunningApp | undefined;
        beforeAll(async () => {
          served.dist = buildDist();
          app = await startServed(runtime, { ...options, ...mode, root: served.dist.root });
          served.url = app.url;
          served.port = app.port;
          served.get = (path, init) => fetch(new URL(path, app?.url), init);
        }, 180_000);
        afterAll(async () => {
          await stopServed(app);
          served.dist?.remove();
        });
        body(served);
      });
    }
  }
}
