/**
 * bench/ws through Redis: broadcasts that cross from one fw process to another through a `RedisAdapter`,
 * against the same broadcasts delivered inside one process, in the same run.
 * - A real redis-server (test/redis/redis-server.ts starts it on a free port, no persistence).
 * - Two fw servers (server.ts with REDIS_URL), both pinned to CPU 0; redis-server floats; the clients
 *   (BENCH_CLIENTS members of one room on B, one trigger socket on each server) run pinned to CPU 1.
 * - A round: a burst of BENCH_TICKS `RoomManager.broadcast` calls on A ('across', through Redis) and on B
 *   ('local'), the order alternating; delivered messages per second at the clients, median of BENCH_ROUNDS.
 *
 *   npm run bench:ws-redis      # BENCH_ROUNDS=5 BENCH_CLIENTS=100 BENCH_TICKS=10000 by default
 *
 * Writes bench/results/ws-redis.json.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { startRedisServer } from '../../packages/websocket/test/redis/redis-server.ts';
import { repo, writeResults } from '../lib/results.ts';
import { CLIENT_CPU, pin, pinned, startServer } from '../lib/server.ts';
import { median } from '../lib/stats.ts';
import type { Samples } from './redis-clients.ts';

const here = import.meta.dir;
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const clients = Number(process.env.BENCH_CLIENTS ?? 100);
const ticks = Number(process.env.BENCH_TICKS ?? 10000);

const redis = await startRedisServer();
const script = join(here, 'server.ts');
const servers = [];
try {
  const env = { REDIS_URL: redis.url };
  servers.push(await startServer('fw-a', script, env, ['fw']), await startServer('fw-b', script, env, ['fw']));
  const [a, b] = servers;
  const args = [a?.port, b?.port, rounds, clients, ticks].map(String);
  const [command, ...rest] = pin(CLIENT_CPU, [process.execPath, join(here, 'redis-clients.ts'), ...args]);
  const result = spawnSync(command, rest, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`clients failed with status ${result.status}`);
  const samples = JSON.parse(result.stdout) as Samples;
  const across = median(samples.across);
  const local = median(samples.local);
  const output = {
    date: new Date().toISOString(),
    bun: Bun.version,
    pinned,
    setup: { rounds, clients, ticks },
    units: 'delivered messages/s across all clients, per second of wall clock, at the clients',
    medians: { across, local, messagesAcrossPerSecond: across / clients },
    ratio: { acrossOverLocal: median(samples.across.map((rate, round) => rate / (samples.local[round] as number))) },
    samples,
  };
  writeResults('ws-redis', output);
  const row = (rate: number) => ({ 'delivered msg/s': Math.round(rate), 'broadcasts/s': Math.round(rate / clients) });
  console.table({ 'across (A → Redis → B)': row(across), 'local (B alone)': row(local) });
  console.log(`across / local, paired per round: ${output.ratio.acrossOverLocal.toFixed(3)}`);
} finally {
  for (const server of servers) server.child.kill();
  await redis.stop();
}
