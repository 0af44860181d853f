/**
 * bench/ws through Redis: broadcasts that cross from one process to another through Redis, against the same
 * broadcasts delivered inside one process, for fw and for socket.io 4, in the same run.
 * - A real redis-server (test/redis/redis-server.ts starts it on a free port, no persistence).
 * - fw: two servers (server.ts with REDIS_URL, a `RedisAdapter`) on Bun. socket.io: two servers
 *   (socket-io-server.ts, `@socket.io/redis-adapter` over node-redis) on Node. All four pinned to CPU 0;
 *   redis-server floats; the clients (BENCH_CLIENTS members of one room on each stack's B, one trigger socket
 *   on each server; `socket.io-client` with WebSocket only) run in one process pinned to CPU 1.
 * - A round: for each stack, a burst of BENCH_TICKS broadcasts (`RoomManager.broadcast`, `io.to(room).emit`)
 *   on A ('across', through Redis) and on B ('local'); delivered messages per second at the clients, median
 *   of BENCH_ROUNDS; ratios paired per round.
 *
 *   npm run bench:ws-redis      # BENCH_ROUNDS=5 BENCH_CLIENTS=100 BENCH_TICKS=10000 by default
 *
 * Writes bench/results/ws-redis.json.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startRedisServer } from '../../packages/websocket/test/redis/redis-server.ts';
import { buildForNode, findNode } from '../lib/node.ts';
import { repo, writeResults } from '../lib/results.ts';
import { CLIENT_CPU, pin, pinned, startCommand, startServer, stopServers, type Server } from '../lib/server.ts';
import type { ClientsPlan, Samples } from './redis-stack.ts';
import { summarize } from './redis-summary.ts';

const here = import.meta.dir;
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const clients = Number(process.env.BENCH_CLIENTS ?? 100);
const ticks = Number(process.env.BENCH_TICKS ?? 10000);
const PACKAGES = ['socket.io', 'socket.io-client', '@socket.io/redis-adapter', 'redis'];

const node = findNode();
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
const loads = () => loadavg().map((load) => Number(load.toFixed(2)));
const socketIoServer = await buildForNode(join(here, 'socket-io-server.ts'), join(repo, 'bench/results/node'));
const loadBefore = loads();
const redis = await startRedisServer();
const servers: Server[] = [];
try {
  const env = { REDIS_URL: redis.url };
  for (const name of ['fw-a', 'fw-b']) servers.push(await startServer(name, join(here, 'server.ts'), env, ['fw']));
  for (const name of ['socket.io-a', 'socket.io-b'])
    servers.push(await startCommand(name, [node, socketIoServer], env));
  const [fwA, fwB, ioA, ioB] = servers as [Server, Server, Server, Server];
  const plan: ClientsPlan = {
    ports: { fw: [fwA.port, fwB.port], 'socket.io': [ioA.port, ioB.port] },
    pids: { fw: [fwA.pid, fwB.pid], 'socket.io': [ioA.pid, ioB.pid], redis: redis.pid },
    rounds,
    clients,
    ticks,
  };
  const [command, ...rest] = pin(CLIENT_CPU, [process.execPath, join(here, 'redis-clients.ts'), JSON.stringify(plan)]);
  const result = spawnSync(command, rest, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`clients failed with status ${result.status}`);
  const samples = JSON.parse(result.stdout) as Samples;
  const { medians, ratios } = summarize(samples, ticks);
  const nodeVersion = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  writeResults('ws-redis', {
    date: new Date().toISOString(),
    versions: {
      bun: Bun.version,
      node: nodeVersion,
      ...Object.fromEntries(PACKAGES.map((name) => [name, versionOf(name)])),
    },
    pinned,
    loadAverage: { before: loadBefore, after: loads() },
    setup: { rounds, clients, ticks, socketIoTransports: ['websocket'] },
    units: {
      rate: 'delivered messages/s across all clients, per second of wall clock, at the clients',
      serverCpuRate: "delivered messages per CPU second of the stack's servers A and B together",
      redisUsPerBroadcast: "redis-server's CPU per broadcast, µs",
      clientBusy: "the client process's CPU seconds per second of wall clock",
    },
    medians,
    ratios,
    samples,
  });
  const rows = Object.entries(medians).flatMap(([name, byTarget]) =>
    Object.entries(byTarget).map(([target, m]) => [
      `${name} ${target}`,
      {
        'delivered msg/s': Math.round(m.rate),
        'broadcasts/s': Math.round(m.rate / clients),
        'msg / server CPU s': Math.round(m.serverCpuRate),
        'Redis µs / broadcast': m.redisUsPerBroadcast.toFixed(1),
        'client CPU busy': m.clientBusy.toFixed(2),
      },
    ]),
  );
  console.table(Object.fromEntries(rows));
  const fwOverSocketIo = Object.entries(ratios['fw / socket.io']).map(([target, r]) => [
    `fw / socket.io ${target}`,
    { 'wall clock': r.rate.toFixed(3), 'per server CPU s': r.serverCpuRate.toFixed(3) },
  ]);
  console.table(Object.fromEntries(fwOverSocketIo));
  const acrossOverLocal = Object.entries(ratios['across / local']).map(([name, r]) => `${name} ${r.toFixed(3)}`);
  console.log(`across / local, paired per round: ${acrossOverLocal.join(', ')}`);
  console.log(`load average (1, 5, 15 min) before ${loadBefore.join(' ')}, after ${loads().join(' ')}`);
} finally {
  await stopServers(servers);
  await redis.stop();
}
