import { describe, expect, test } from 'bun:test';
import { Fw } from '../fw.ts';
import { FwError, messages } from '../errors/catalogue.ts';
import { bunRuntime } from '../adapter/bun.ts';
import { createLogger } from '../../test/helpers.ts';
import { claimCluster, planListen, type Surroundings } from './plan.ts';
import { countCrash, restartDelay } from './restart-delay.ts';
import { readWorkerMarker } from './worker-marker.ts';
import { bunClusterRuntime } from '../adapter/bun-workers.ts';
import { nodeClusterRuntime } from '../adapter/node/node-workers.ts';

function surroundings(overrides: Partial<Surroundings> = {}) {
  const warnings: string[] = [];
  const warn = (message: string) => void warnings.push(message);
  const where: Surroundings = { platform: 'linux', spreads: true, cores: 4, marker: undefined, warn, ...overrides };
  return { where, warnings };
}

describe('planListen', () => {
  test('without workers nothing changes: one process', () => {
    const { where, warnings } = surroundings();
    expect(planListen(undefined, where)).toEqual({ kind: 'single' });
    expect(planListen({}, where)).toEqual({ kind: 'single' });
    expect(warnings).toEqual([]);
  });

  test("a count makes this process the primary; 'auto' is the core count", () => {
    const { where } = surroundings();
    expect(planListen({ workers: 3 }, where)).toEqual({ kind: 'primary', count: 3 });
    expect(planListen({ workers: 1 }, where)).toEqual({ kind: 'primary', count: 1 });
    expect(planListen({ workers: 'auto' }, where)).toEqual({ kind: 'primary', count: 4 });
  });

  test('in a process the primary started, the same call is that worker', () => {
    const { where } = surroundings({ marker: { id: 2, port: 4100 } });
    expect(planListen({ workers: 2 }, where)).toEqual({ kind: 'worker', marker: { id: 2, port: 4100 } });
  });

  test('where the runtime cannot spread connections: one process, and a warning saying why', () => {
    for (const platform of ['darwin', 'win32', 'freebsd']) {
      const { where, warnings } = surroundings({ platform, spreads: false });
      expect(planListen({ workers: 2 }, where)).toEqual({ kind: 'single' });
      expect(warnings).toEqual([
        `@fw/core: workers: 2 runs in one process on ${platform}: only Linux's kernel spreads connections over processes ` +
          'sharing a port (SO_REUSEPORT); elsewhere one process would take them all',
      ]);
    }
  });

  test("Bun's workers spread connections on Linux only (SO_REUSEPORT), Node's on every platform (node:cluster)", () => {
    const platforms = ['linux', 'darwin', 'win32', 'freebsd'];
    expect(platforms.map((platform) => bunClusterRuntime.spreadsConnections(platform))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(platforms.map((platform) => nodeClusterRuntime.spreadsConnections(platform))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  test("listen() asks the app's runtime: one that cannot spread connections here runs one process and says why", async () => {
    const workers = { ...bunClusterRuntime, spreadsConnections: () => false };
    const { logged, logger } = createLogger();
    const app = new Fw({ runtime: { ...bunRuntime, workers }, logger });
    await app.listen(0, { workers: 2 });
    expect([app.workerId, app.server?.port]).toEqual([undefined, app.port]);
    expect(logged).toEqual([[messages.noReusePortBalancing(process.platform, 2)]]);
    await app.stop();
  });

  test('bad values are clear errors', () => {
    const { where } = surroundings();
    const cases: [unknown, string][] = [
      [{ workers: 0 }, "listen(): invalid workers 0; expected an integer from 1, or 'auto' (one per core: 4 here)"],
      [{ workers: -1 }, 'listen(): invalid workers -1;'],
      [{ workers: 1.5 }, 'listen(): invalid workers 1.5;'],
      [{ workers: Number.NaN }, 'listen(): invalid workers NaN;'],
      [{ workers: Infinity }, 'listen(): invalid workers Infinity;'],
      [{ workers: '2' }, 'listen(): invalid workers "2";'],
      [{ workers: 'max' }, 'listen(): invalid workers "max";'],
      [{ workers: true }, 'listen(): invalid workers true;'],
      [{ worker: 2 }, 'listen(): unknown option "worker"; the option is workers'],
      [2, 'listen(port, options): options must be an object such as { workers: 2 }, got 2'],
      [null, 'listen(port, options): options must be an object such as { workers: 2 }, got null'],
    ];
    for (const [options, message] of cases) {
      expect(() => planListen(options, where)).toThrow(FwError);
      expect(() => planListen(options, where)).toThrow(message);
    }
  });

  test('listen() rejects a bad value before starting anything', async () => {
    const app = new Fw();
    await expect(app.listen(0, { workers: 0 })).rejects.toThrow('listen(): invalid workers 0;');
    // Nothing started: the app can still listen.
    await app.listen(0);
    await app.stop();
  });
});

test('one clustered app per process at a time', () => {
  const release = claimCluster();
  expect(() => claimCluster()).toThrow('listen({ workers }) runs one app per process');
  release();
  claimCluster()();
});

test('a process is a worker when its environment names a slot and a port and it has an IPC channel', () => {
  const env = { FW_WORKER_ID: '2', FW_WORKER_PORT: '4100' };
  expect(readWorkerMarker(env, true)).toEqual({ id: 2, port: 4100 });
  expect(readWorkerMarker(env, false)).toBeUndefined();
  expect(readWorkerMarker({ FW_WORKER_ID: '2' }, true)).toBeUndefined();
  expect(readWorkerMarker({ FW_WORKER_ID: '0', FW_WORKER_PORT: '4100' }, true)).toBeUndefined();
  expect(readWorkerMarker({}, true)).toBeUndefined();
});

test('restarts back off: 100 ms, doubled each crash in a row, at most 10 s', () => {
  const delays = [100, 200, 400, 800, 1600, 3200, 6400, 10_000, 10_000];
  expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(restartDelay)).toEqual(delays);
});

test('a worker that served 30 s before it died starts the backoff again', () => {
  expect([countCrash(0, 0), countCrash(3, 29_999), countCrash(3, 30_000)]).toEqual([1, 4, 1]);
});
