// Cluster mode as `npm run start:cluster` runs it (two workers, a real redis-server), without a browser: every JSON
// log line of a worker names it, and an access line names the worker that answered.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startRedisServer, type RedisServer } from '../../../packages/websocket/test/redis/redis-server.ts';
import { startClusterApp, type ClusterApp } from './support/cluster-app.ts';
import { accessLine, logLines } from './support/log-lines.ts';

let redis: RedisServer | undefined;
let app: ClusterApp | undefined;

beforeAll(async () => {
  redis = await startRedisServer();
  app = await startClusterApp(redis.url);
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await redis?.stop();
});

test("every worker's log line carries its worker; the access line, the one that answered", async () => {
  if (!app) throw new Error('the cluster did not start');
  const served = app;
  const workers = await served.workers();
  const answered = new Set<number>();
  // The kernel picks a worker per connection: ask on new connections until both answered.
  for (let i = 0; i < 100 && answered.size < workers.size; i++) {
    const reqId = `cluster-${i}`;
    const response = await fetch(`${served.url}/api/users`, {
      headers: { 'x-request-id': reqId, connection: 'close' },
    });
    expect(response.status).toBe(200);
    const line = await accessLine(served.output, reqId);
    expect(workers.has(line.worker ?? 0)).toBe(true);
    answered.add(line.worker ?? 0);
  }
  expect(answered).toEqual(new Set(workers.keys()));
  const lines = logLines(served.output());
  expect(lines.length).toBeGreaterThanOrEqual(workers.size);
  for (const line of lines) expect(workers.has(line.worker ?? 0)).toBe(true);
});
