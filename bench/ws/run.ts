/**
 * bench/ws: fw's WebSocket plugin against a raw `Bun.serve`, in the same run.
 * - Fan-out: 200 clients in one room, a burst of BENCH_TICKS publishes, counted as delivered messages
 *   per second across all clients: `RoomManager.broadcast` and `to(room).emit` against
 *   `server.publish` (and `ws.publish`, for reference). A control target calls `server.publish` on the
 *   same topic inside the fw process, which separates the plugin's own cost from process differences.
 * - Echo: round trips per second through `@SubscribeMessage` against a hand-written handler that parses
 *   and answers the same JSON envelope.
 * Each server runs in its own process pinned to CPU 0, the clients in one process pinned to CPU 1.
 * Every round measures every target (the order alternates); a ratio is taken per round (paired) and the
 * median over BENCH_ROUNDS rounds is reported, for wall-clock rates and for rates per server-CPU second.
 *
 *   npm run bench:ws          # BENCH_ROUNDS=9 BENCH_CLIENTS=200 BENCH_TICKS=10000 by default
 *
 * Writes bench/results/ws.json.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repo, writeResults } from '../lib/results.ts';
import { CLIENT_CPU, pin, pinned, startServer } from '../lib/server.ts';
import { median } from '../lib/stats.ts';
import type { Sample } from './clients.ts';

const here = import.meta.dir;
const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
const clients = Number(process.env.BENCH_CLIENTS ?? 200);
const ticks = Number(process.env.BENCH_TICKS ?? 10000);
const echoClients = Number(process.env.BENCH_ECHO_CLIENTS ?? 50);
const echoTrips = Number(process.env.BENCH_ECHO_TRIPS ?? 1000);

const script = join(here, 'server.ts');
const servers = [await startServer('fw', script, {}, ['fw']), await startServer('raw', script, {}, ['raw'])];
try {
  const [fw, raw] = servers;
  const args = [fw.port, raw.port, rounds, clients, ticks, echoClients, echoTrips].map(String);
  const [command, ...rest] = pin(CLIENT_CPU, [process.execPath, join(here, 'clients.ts'), ...args]);
  const result = spawnSync(command, rest, {
    cwd: repo,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 1 << 24,
  });
  if (result.status !== 0) throw new Error(`clients failed with status ${result.status}`);
  const samples = JSON.parse(result.stdout) as Record<string, Sample[]>;

  const pairs: [string, string][] = [
    ['fw RoomManager.broadcast', 'raw server.publish'],
    ['fw to(room).emit', 'raw server.publish'],
    ['fw to(room).emit', 'raw ws.publish'],
    ['fw RoomManager.broadcast', 'fw process, server.publish'],
    ['fw to(room).emit', 'fw process, server.publish'],
    ['fw @SubscribeMessage echo', 'raw echo'],
  ];
  const pairedRatio = (name: string, baseline: string, key: keyof Sample) =>
    median(
      samples[name].map((sample, round) => (sample[key] ?? Number.NaN) / (samples[baseline][round][key] ?? Number.NaN)),
    );
  const medianOf = (list: Sample[], key: keyof Sample) => median(list.map((sample) => sample[key] ?? Number.NaN));
  const output = {
    date: new Date().toISOString(),
    bun: Bun.version,
    pinned,
    setup: { rounds, clients, ticks, echoClients, echoTrips },
    units: {
      fanOut: 'delivered messages/s across all clients',
      echo: 'round trips/s',
      rate: 'per second of wall clock, at the clients',
      cpuRate: 'per second of server CPU',
      loopRate: "per second of the server's publish loop",
    },
    medians: Object.fromEntries(
      Object.entries(samples).map(([name, list]) => [
        name,
        { rate: medianOf(list, 'rate'), cpuRate: medianOf(list, 'cpuRate'), loopRate: medianOf(list, 'loopRate') },
      ]),
    ),
    ratios: Object.fromEntries(
      pairs.map(([name, baseline]) => [
        `${name} / ${baseline}`,
        {
          rate: pairedRatio(name, baseline, 'rate'),
          cpuRate: pairedRatio(name, baseline, 'cpuRate'),
          loopRate: pairedRatio(name, baseline, 'loopRate'),
        },
      ]),
    ),
    samples,
  };
  writeResults('ws', output);
  const show = (value: number, digits: number) => (Number.isNaN(value) ? '–' : value.toFixed(digits));
  console.table(
    Object.entries(output.medians).map(([name, m]) => ({
      name,
      rate: show(m.rate, 0),
      'per CPU s': show(m.cpuRate, 0),
      'per loop s': show(m.loopRate, 0),
    })),
  );
  console.table(
    Object.entries(output.ratios).map(([name, r]) => ({
      ratio: name,
      rate: show(r.rate, 3),
      'per CPU s': show(r.cpuRate, 3),
      'per loop s': show(r.loopRate, 3),
    })),
  );
} finally {
  for (const server of servers) server.child.kill();
}
