import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { buildClusterForNode, startClusterProcess, type ClusterProcess, type Counts } from './redis/cluster-process.ts';
import { freePort, startRedisServer } from './redis/redis-server.ts';
import { eventually, type TestClient } from './suite/harness.ts';

/**
 * Several fw processes (children, each on its own port) joined through one real redis-server by
 * `RedisAdapter`: every send path, sender exclusion, namespaces, counts, and Redis dying under them.
 */
const redis = await startRedisServer();
const started: ClusterProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((process) => process.signal('SIGKILL')));
  await redis.stop();
});

/** The runtime of each of a, b and c: all Bun, then two Node processes (node-redis, `ws`) beside a Bun one. */
const MIXES = [
  ['bun', 'bun', 'bun'],
  ['node', 'node', 'bun'],
] as const;
type Runtime = (typeof MIXES)[number][number];

beforeAll(buildClusterForNode, 180_000);

async function start(env: Record<string, string>, runtime: Runtime = 'bun'): Promise<ClusterProcess> {
  const process = await startClusterProcess({ REDIS_URL: redis.url, FW_RUNTIME: runtime, ...env });
  started.push(process);
  return process;
}

type Seen = { event: string; data?: unknown } | string | number[];

/** The next `count` frames: envelopes parsed, other text as is, binary as a list of bytes. */
async function frames(client: TestClient, count: number): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (let index = 0; index < count; index++) {
    const raw = await client.nextRaw();
    if (typeof raw !== 'string') seen.push([...raw]);
    else seen.push(raw.startsWith('{') ? (JSON.parse(raw) as Seen) : raw);
  }
  return seen;
}

/** Nothing else arrived: the next frame answers a `whoami` sent now. */
async function expectNothing(client: TestClient, namespace = 'chat'): Promise<void> {
  client.emit('whoami');
  expect(await client.next()).toEqual({ event: 'whoami', data: namespace });
}

async function closeAll(clients: TestClient[]): Promise<void> {
  await Promise.all(clients.map((client) => client.close()));
}

const BYTES = Array.from({ length: 256 }, (_, index) => index);

for (const mix of MIXES)
  describe(`delivery across processes on ${mix.join(', ')}`, () => {
    let a: ClusterProcess;
    let b: ClusterProcess;
    /** One gateway (`/chat`), and publishToSelf. */
    let c: ClusterProcess;
    beforeAll(async () => {
      const env = { PREFIX: `delivery-${mix.join('-')}` };
      const selfish = { ...env, GATEWAYS: 'chat', PUBLISH_TO_SELF: '1' };
      [a, b, c] = await Promise.all([start(env, mix[0]), start(env, mix[1]), start(selfish, mix[2])]);
    });

    test('RoomManager broadcasts (bare, of(), raw text, binary) reach each member on every process once', async () => {
      const members = [await a.member('/chat', 'r'), await a.member('/chat', 'r'), await b.member('/chat', 'r')];
      members.push(await c.member('/chat', 'r'));
      const news = await b.member('/news', 'r');
      expect((await a.broadcast('r', { namespace: '/chat', event: 'of', data: { n: 1 } })).status).toBe(201);
      await a.broadcast('r', { namespace: '/chat', raw: 'héllo | ☃' });
      await a.broadcast('r', { namespace: '/chat', bytes: BYTES });
      await a.broadcast('r', { namespace: '/chat', event: 'end-a' });
      for (const client of members) {
        const seen = await frames(client, 4);
        expect(seen).toEqual([{ event: 'of', data: { n: 1 } }, 'héllo | ☃', BYTES, { event: 'end-a' }]);
      }
      expect((await c.broadcast('r', { event: 'bare', data: 2 })).status).toBe(201);
      await c.broadcast('r', { raw: 'bare raw' });
      await c.broadcast('r', { event: 'end-c' });
      for (const client of members) {
        expect(await frames(client, 3)).toEqual([{ event: 'bare', data: 2 }, 'bare raw', { event: 'end-c' }]);
        await expectNothing(client);
      }
      // The same room name in another namespace heard nothing of it.
      await expectNothing(news, 'news');
      await closeAll([...members, news]);
    });

    test('a bare broadcast from a two-gateway process reaches the room in both namespaces on every process', async () => {
      const members = [
        await a.member('/chat', 'both'),
        await b.member('/chat', 'both'),
        await c.member('/chat', 'both'),
      ];
      const news = [await a.member('/news', 'both'), await b.member('/news', 'both')];
      const outside = [await b.member('/chat', 'other'), await b.member('/news', 'other')];
      // Broadcasts from two processes have no order between them: each is awaited before the next.
      expect((await a.broadcast('both', { event: 'bare', data: 1 })).status).toBe(201);
      for (const client of [...members, ...news]) expect(await frames(client, 1)).toEqual([{ event: 'bare', data: 1 }]);
      expect((await b.broadcast('both', { raw: 'bare raw' })).status).toBe(201);
      for (const client of [...members, ...news]) expect(await frames(client, 1)).toEqual(['bare raw']);
      for (const client of members) await expectNothing(client);
      for (const client of news) await expectNothing(client, 'news');
      await expectNothing(outside[0] as TestClient);
      await expectNothing(outside[1] as TestClient, 'news');
      await closeAll([...members, ...news, ...outside]);
    });

    test('to(room).emit/send and publish exclude the sender; with publishToSelf publish reaches it once', async () => {
      const [sender, local] = [await a.member('/chat', 't'), await a.member('/chat', 't')];
      const remote = [await b.member('/chat', 't'), await c.member('/chat', 't')];
      const news = await b.member('/news', 't');
      sender.emit('to', { room: 't', event: 'to', data: 1 });
      sender.emit('to-raw', { room: 't', text: 'to raw' });
      sender.emit('to-binary', { room: 't', bytes: BYTES });
      sender.emit('publish', { topic: 't', event: 'publish', data: 2 });
      expect(await frames(sender, 4)).toEqual(Array.from({ length: 4 }, () => ({ event: 'done' })));
      for (const client of [local, ...remote]) {
        const seen = await frames(client, 4);
        expect(seen).toEqual([{ event: 'to', data: 1 }, 'to raw', BYTES, { event: 'publish', data: 2 }]);
      }
      const selfish = remote[1] as TestClient;
      selfish.emit('publish', { topic: 't', event: 'mine', data: 3 });
      expect(await frames(selfish, 2)).toEqual([{ event: 'mine', data: 3 }, { event: 'done' }]);
      for (const client of [sender, local, remote[0] as TestClient]) {
        expect(await client.next()).toEqual({ event: 'mine', data: 3 });
      }
      for (const client of [sender, local, ...remote]) await expectNothing(client);
      await expectNothing(news, 'news');
      await closeAll([sender, local, ...remote, news]);
    });
  });

for (const mix of MIXES)
  describe(`cluster counts on ${mix.join(', ')}`, () => {
    test('add up every process; a SIGKILLed one drops out within heartbeatTimeout, a stopped one at once', async () => {
      const env = { PREFIX: `counts-${mix.join('-')}`, HEARTBEAT_INTERVAL: '250', HEARTBEAT_TIMEOUT: '1500' };
      // c's counts would outlive the test by far: only its leave() at SIGTERM can withdraw them in time.
      const long = { ...env, HEARTBEAT_TIMEOUT: '60000' };
      const [a, b, c] = await Promise.all([start(env, mix[0]), start(env, mix[1]), start(long, mix[2])]);
      const clients = [await a.member('/chat', 'x'), await a.member('/chat', 'x'), await b.member('/chat', 'x')];
      clients.push(await b.member('/news', 'x'), await c.member('/news', 'x'));
      const all = { chat: 3, namespaces: ['/chat', '/news'], total: 5 };
      for (const process of [a, b, c]) {
        expect(
          (
            await eventually(
              () => process.counts(),
              (counts) => matches(counts, all),
            )
          ).cluster,
        ).toEqual(all);
      }
      expect((await a.counts()).local).toEqual({ chat: 2, namespaces: ['/chat'], total: 2 });
      expect(await b.signal('SIGKILL')).not.toBe(0);
      const afterKill = { chat: 2, namespaces: ['/chat', '/news'], total: 3 };
      // heartbeatTimeout, and a margin for a busy machine.
      const expired = await eventually(
        () => a.counts(),
        (counts) => matches(counts, afterKill),
        1500 + 2000,
      );
      expect(expired.cluster).toEqual(afterKill);
      expect(await c.signal('SIGTERM')).toBe(0);
      const alone = { chat: 2, namespaces: ['/chat'], total: 2 };
      expect(
        (
          await eventually(
            () => a.counts(),
            (counts) => matches(counts, alone),
            2000,
          )
        ).cluster,
      ).toEqual(alone);
      await closeAll(clients.slice(0, 2));
    }, 20_000);
  });

function matches(counts: Counts, expected: object): boolean {
  return JSON.stringify(counts.cluster) === JSON.stringify(expected);
}

describe('a Redis restart', () => {
  test('no process crashes, local delivery goes on, and delivery across processes resumes within 5 s', async () => {
    const env = { PREFIX: 'restart', HEARTBEAT_INTERVAL: '250', HEARTBEAT_TIMEOUT: '1500' };
    const [a, b] = await Promise.all([start(env), start(env)]);
    const [sender, local] = [await a.member('/chat', 'r'), await a.member('/chat', 'r')];
    const remote = await b.member('/chat', 'r');
    await redis.kill();
    sender.emit('to', { room: 'r', event: 'while-down' });
    expect(await sender.next()).toEqual({ event: 'done' });
    expect(await local.next()).toEqual({ event: 'while-down' });
    expect((await a.broadcast('r', { namespace: '/chat', event: 'broadcast-while-down' })).status).toBe(201);
    for (const client of [sender, local]) expect(await client.next()).toEqual({ event: 'broadcast-while-down' });
    const lost = `RedisAdapter has lost Redis at ${redis.url}`;
    const down = await eventually(
      () => a.counts(),
      (counts) => JSON.stringify(counts.cluster).includes(lost),
    );
    expect(down.cluster).toEqual({ error: expect.stringContaining(lost) });
    expect(a.stderr()).toContain(`RedisAdapter lost Redis at ${redis.url}`);
    // Down until the retries are 2 s apart (100, 200, … 1600 ms: 3.1 s), the longest wait after Redis is back.
    await Bun.sleep(3500);
    expect([await a.running(), await b.running()]).toEqual([true, true]);
    // What was published while Redis was down is lost: the remote member's first frame comes after it.
    await redis.start();
    const answering = Date.now();
    let probes = 0;
    const probe = () => void a.broadcast('r', { namespace: '/chat', event: 'probe', data: ++probes });
    const probing = setInterval(probe, 50);
    const first = await remote.next();
    const resumed = Date.now() - answering;
    clearInterval(probing);
    expect(first.event).toBe('probe');
    expect(resumed).toBeLessThan(5000);
    await a.broadcast('r', { namespace: '/chat', event: 'after' });
    // Each probe once, in order, then the sentinel: no duplicates after the reconnection.
    for (const client of [remote, sender, local]) {
      const seen = await untilEvent(client, 'after');
      const numbers = seen.map((frame) => frame.data as number);
      expect(seen.every((frame) => frame.event === 'probe')).toBe(true);
      expect(numbers).toEqual([...numbers].sort((x, y) => x - y).filter((n, index, list) => list.indexOf(n) === index));
    }
    const recount = { chat: 3, namespaces: ['/chat'], total: 3 };
    expect(
      (
        await eventually(
          () => b.counts(),
          (counts) => matches(counts, recount),
        )
      ).cluster,
    ).toEqual(recount);
    expect(a.stderr()).toContain(`RedisAdapter reconnected to Redis at ${redis.url}`);
    expect([await a.running(), await b.running()]).toEqual([true, true]);
    await closeAll([sender, local, remote]);
  }, 30_000);
});

/** The frames before the first `event`, which is read too. */
async function untilEvent(client: TestClient, event: string): Promise<{ event: string; data?: unknown }[]> {
  const seen: { event: string; data?: unknown }[] = [];
  for (let frame = await client.next(); frame.event !== event; frame = await client.next()) seen.push(frame);
  return seen;
}

test('Redis unreachable at start: listen() fails naming the URL (password masked), the process exits', async () => {
  const port = await freePort();
  const url = `redis://app:s3cret@127.0.0.1:${port}`;
  const failing = startClusterProcess({ REDIS_URL: url, PREFIX: 'unreachable' });
  const error = await failing.then(
    () => '',
    (reason: Error) => reason.message,
  );
  expect(error).toContain('exited before listening');
  expect(error).toContain(`RedisAdapter could not connect to Redis at redis://app:***@127.0.0.1:${port}`);
  // The hint's code compiles under strict as written (`process.env.REDIS_URL` alone is `string | undefined`).
  expect(error).toContain("new RedisAdapter({ url: process.env.REDIS_URL ?? 'redis://localhost:6379' })");
  expect(error).not.toContain('s3cret');
});
