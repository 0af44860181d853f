// Cluster mode: the example under `npm run start:cluster` (two workers on one port, the chat's rooms through a
// real redis-server), driven by Debian's Chromium. Two tabs are proved to sit on different workers before they
// chat. Screenshots land in test-output/ beside the production shape's.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { freePort, startRedisServer, type RedisServer } from '../../../packages/websocket/test/redis/redis-server.ts';
import { readClusterMode } from '../api/src/cluster.ts';
import { launchBrowser, type Browser } from './support/browser.ts';
import { expectRoomExchange, joinChat } from './support/chat-page.ts';
import { startClusterApp, type ClusterApp } from './support/cluster-app.ts';
import { apiDir } from './support/paths.ts';
import { buildWeb } from './support/web-build.ts';

const TIMEOUT = 30_000;

/** The lines of the tab's chat log that contain `text`. */
const logLines = (page: Page, text: string) => page.locator('[data-testid=chat-log] li', { hasText: text });

/** The worker a tab's socket is on, as the welcome of its latest connection says (only its process can tell). */
async function servingWorker(page: Page): Promise<{ id: number; pid: number }> {
  const welcome = (await logLines(page, 'Welcome to').last().textContent()) ?? '';
  const match = /\(worker (\d+), pid (\d+)\)$/.exec(welcome);
  if (!match) throw new Error(`the welcome names no worker: ${welcome}`);
  return { id: Number(match[1]), pid: Number(match[2]) };
}

/** Connects the tab again until its socket sits on another worker than `taken`: the kernel picks one per connection. */
async function moveOffWorker(page: Page, taken: number, limit = 30): Promise<{ id: number; pid: number }> {
  for (let attempt = 0; attempt < limit; attempt++) {
    const worker = await servingWorker(page);
    if (worker.id !== taken) return worker;
    const welcomes = await logLines(page, 'Welcome to').count();
    await page.click('[data-testid=connect]');
    await logLines(page, 'Welcome to').nth(welcomes).waitFor();
  }
  throw new Error(`${limit} connections in a row landed on worker ${taken}: the kernel did not spread them`);
}

describe('two tabs on two workers', () => {
  let redis: RedisServer | undefined;
  let app: ClusterApp | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    redis = await startRedisServer();
    app = await startClusterApp(redis.url);
    browser = await launchBrowser(app.url);
    // A message that does not cross fails its wait with the locator named, well before the test's timeout.
    browser.context.setDefaultTimeout(10_000);
  }, 120_000);

  // The app's processes are a group of their own, which outlives this one: its stop starts whatever the browser does.
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), app?.stop()]);
    await redis?.stop();
  }, 30_000);

  test(
    'chat in one room through Redis, each way; a tab in another room sees none of it',
    async () => {
      if (!app || !browser) throw new Error('the cluster did not start');
      const workers = await app.workers();
      const alice = await joinChat(browser, 'Alice', 'general');
      const onAlice = await servingWorker(alice);
      const bob = await joinChat(browser, 'Bob', 'general');
      const onBob = await moveOffWorker(bob, onAlice.id);
      // Proved, not assumed: two worker ids, each with the pid of the worker that printed it.
      expect(onBob.id).not.toBe(onAlice.id);
      expect([workers.get(onAlice.id), workers.get(onBob.id)]).toEqual([onAlice.pid, onBob.pid]);
      const carol = await joinChat(browser, 'Carol', 'random');

      // Carol sits on one of the two workers, so one of the messages crossed Redis to her process.
      await expectRoomExchange(alice, bob, carol);

      await browser.shoot(alice, 'cluster-01-alice');
      await browser.shoot(bob, 'cluster-02-bob-other-worker');
      await browser.shoot(carol, 'cluster-03-carol-other-room');

      // Bob's worker says goodbye through RoomManager, which crosses to Alice's too.
      const goodbyes = await logLines(alice, 'Bob left').count();
      await bob.close();
      await logLines(alice, 'Bob left').nth(goodbyes).waitFor();
      await Promise.all([alice.close(), carol.close()]);
    },
    TIMEOUT,
  );
});

describe('a REDIS_URL that cannot work stops the start with a message naming it', () => {
  /** The API in cluster mode with `redisUrl`, to its exit: bounded, it must not hang. */
  const start = (redisUrl: string) =>
    spawnSync(process.execPath, ['src/main.ts'], {
      cwd: apiDir,
      env: { ...process.env, REDIS_URL: redisUrl, NODE_ENV: 'production', PORT: '0', WEB_DIST: buildWeb() },
      encoding: 'utf8',
      timeout: TIMEOUT,
    });

  test(
    'a URL without a scheme: the adapter names the value and the schemes',
    () => {
      const { status, stderr } = start('localhost:6379');
      expect(status).toBe(1);
      expect(stderr).toContain(
        "RedisAdapter option 'url' must be a URL with one of the schemes redis://, rediss://, valkey://, valkeys://, " +
          'redis+tls://, redis+unix://, redis+tls+unix://, got "localhost:6379".',
      );
    },
    TIMEOUT,
  );

  test(
    'nobody listening there: the primary reports the worker that could not connect, naming the URL',
    async () => {
      const url = `redis://127.0.0.1:${await freePort()}`;
      const { status, stderr } = start(url);
      expect(status).toBe(1);
      expect(stderr).toMatch(/Worker [12] of 2 failed to start: FwError: @fw\/websocket: RedisAdapter/);
      expect(stderr).toContain(`could not connect to Redis at ${url} (`);
    },
    TIMEOUT,
  );
});

describe('readClusterMode: REDIS_URL switches cluster mode on', () => {
  test('unset or empty: one process, no adapter (the example as it always was)', () => {
    expect(readClusterMode({})).toBeUndefined();
    expect(readClusterMode({ REDIS_URL: '' })).toBeUndefined();
  });

  test('set: two workers and that URL', () => {
    const url = 'redis://cache:6379';
    expect(readClusterMode({ REDIS_URL: url })).toEqual({ redisUrl: url, workers: 2 });
  });
});
