import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { createServer } from 'node:net';
import type { Fw, FwOptions } from '@fw/core';
import { RedisAdapter, WebSocketPlugin, type RedisAdapterOptions } from '../../src/index.ts';
import { RoomsGateway } from '../suite/gateways.ts';
import { eventually } from '../suite/harness.ts';
import { freePort, startRedisServer, type RedisServer } from './redis-server.ts';

/**
 * The adapter in this process, on a real redis-server: what `listen()` and a silent Redis do. Written once;
 * `newFw` makes the app on the runtime under test (Bun's `RedisClient`, or node-redis on Node).
 */
export function describeRedisAdapter(newFw: (options?: FwOptions) => Fw): void {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis.stop());

  function appWith(options: RedisAdapterOptions): Fw {
    return newFw().use(WebSocketPlugin.create([RoomsGateway], { adapter: new RedisAdapter(options) }));
  }

  test('bad options throw in the constructor, before any app starts', () => {
    expect(() => new RedisAdapter({ url: 'localhost:6379' })).toThrow("RedisAdapter option 'url' must be a URL");
    expect(() => new RedisAdapter({ url: redis.url, heartbeatTimeout: 10 })).toThrow("'heartbeatTimeout'");
  });

  test('an unreachable Redis fails listen() naming the URL, and no server is left listening', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const app = appWith({ url });
    await expect(app.listen(0)).rejects.toThrow(`@fw/websocket: RedisAdapter could not connect to Redis at ${url} (`);
    expect(app.server).toBe(undefined);
  });

  test('the adapter is a readiness check: /ready pings Redis, and is 503 once Redis stops answering', async () => {
    const own = await startRedisServer();
    const adapter = new RedisAdapter({ url: own.url });
    const app = newFw({ health: { checks: [adapter] } }).use(WebSocketPlugin.create([RoomsGateway], { adapter }));
    await app.listen(0);
    try {
      const up = await fetch(new URL('/ready', app.url));
      expect([up.status, ((await up.json()) as { info: unknown }).info]).toEqual([200, { redis: { status: 'up' } }]);
      await own.stop();
      const down = await eventually(
        async () => (await fetch(new URL('/ready', app.url))).status,
        (status) => status === 503,
      );
      expect(down).toBe(503);
    } finally {
      await app.stop(true);
    }
  });

  describe('a failed start names the cause', () => {
    let guarded: RedisServer;
    beforeAll(async () => {
      guarded = await startRedisServer(['--requirepass', 's3cret']);
    });
    afterAll(() => guarded.stop());
    // An app that listens is stopped at once: a running app keeps its signal listeners in this test process.
    const failure = async (url: string, options: Partial<RedisAdapterOptions> = {}) => {
      const app = appWith({ url, ...options });
      try {
        await app.listen(0);
      } catch (error) {
        return (error as Error).message;
      }
      await app.stop();
      return 'listened';
    };

    test('credentials refused or missing: the URL with the password masked, and the server reply', async () => {
      const { port } = guarded;
      const wrong = await failure(`redis://:nope@127.0.0.1:${port}`);
      expect(wrong).toStartWith(
        `@fw/websocket: RedisAdapter: Redis at redis://:***@127.0.0.1:${port} refused the credentials (WRONGPASS`,
      );
      expect(wrong).toContain("put the right ones in the adapter's url");
      expect(wrong).not.toContain('nope');
      expect(await failure(`redis://127.0.0.1:${port}`)).toStartWith(
        `@fw/websocket: RedisAdapter: Redis at redis://127.0.0.1:${port} refused the credentials (NOAUTH`,
      );
      expect(await failure(`redis://:s3cret@127.0.0.1:${port}`)).toBe('listened');
    });

    test('a listener that never answers: the connectionTimeout option and its value', async () => {
      const silent = createServer(() => undefined);
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      try {
        const url = `redis://127.0.0.1:${(silent.address() as { port: number }).port}`;
        expect(await failure(url, { connectionTimeout: 300 })).toBe(
          `@fw/websocket: RedisAdapter got no answer from Redis at ${url} within connectionTimeout 300 ms (a ` +
            'connection was accepted or pending, but nothing answered); check that Redis listens there, or raise ' +
            "the adapter's connectionTimeout option.",
        );
      } finally {
        silent.close();
        silent.unref();
      }
    });

    test('a port nobody listens on: connection refused', async () => {
      const url = `redis://127.0.0.1:${await freePort()}`;
      expect(await failure(url)).toStartWith(
        `@fw/websocket: RedisAdapter could not connect to Redis at ${url} (connection refused); start Redis there`,
      );
    });
  });

  test('a Redis that stops answering without closing is dropped after heartbeatTimeout, and rejoined', async () => {
    const warned = spyOn(console, 'warn').mockImplementation(() => undefined);
    const timing = { heartbeatInterval: 100, heartbeatTimeout: 400, connectionTimeout: 300 };
    const app = appWith({ url: redis.url, prefix: 'silent', ...timing });
    const logged = (text: string) => async () => warned.mock.calls.flat().some((line) => String(line).includes(text));
    try {
      await app.listen(0);
      redis.freeze();
      const lost = `RedisAdapter lost Redis at ${redis.url} (no answer to PING within 400 ms)`;
      expect(await eventually(logged(lost), Boolean, 3000)).toBe(true);
      redis.thaw();
      expect(await eventually(logged(`RedisAdapter reconnected to Redis at ${redis.url}`), Boolean, 5000)).toBe(true);
    } finally {
      redis.thaw();
      await app.stop();
      warned.mockRestore();
    }
  }, 15_000);
}
