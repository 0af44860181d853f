// HTTP benchmark of observability: what logging and tracing add to a request, for fw and for the peers
// its users compare, in one run on bench:http's four endpoints. Each server runs twice, with its logging or
// tracing off and on: fw with `log` (JSON lines to /dev/null), `tracing` (OpenTelemetry spans to an SDK that
// drops them) and both; Elysia with @elysiajs/opentelemetry (the same discarding exporter); on Node, Fastify
// with its built-in pino logger to /dev/null, and fw on @fw/core/node with `log`. Same harness as run.ts:
// servers on core 0, wrk on core 1, back-to-back 1-second A/B pairs (off, on); the added cost is the median
// of the per-pair differences in server CPU per request, the ratio the median of the per-pair ratios.
// Usage: npm run bench:http-observed   (env: PAIRS=6, CONNECTIONS=64, DURATION=1; WITH_NODE=0 skips Node:
// not NODE=0, which npm overwrites with the path of node; WITH_BUN=0 runs Node's servers alone)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildForNode, findNode } from '../lib/node.ts';
import { repo, writeResults } from '../lib/results.ts';
import { startCommand, startServer, type Server } from '../lib/server.ts';
import { median, medianInterval } from '../lib/stats.ts';
import { runPairs, type Run } from '../lib/wrk.ts';
import { check, endpoints, measureEndpoint } from './endpoints.ts';

const PAIRS = Number(process.env.PAIRS ?? 6);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 64);
const DURATION = Number(process.env.DURATION ?? 1);
const WITH_NODE = process.env.WITH_NODE !== '0';
const WITH_BUN = process.env.WITH_BUN !== '0';
const servers = join(repo, 'bench/http/servers');

interface Comparison {
  readonly server: string;
  readonly on: string;
  readonly off: Server;
  readonly observed: Server;
}

const started: Server[] = [];
async function start(launch: Promise<Server>): Promise<Server> {
  const server = await launch;
  started.push(server);
  return server;
}
const bun = (name: string, file: string, env: Record<string, string> = {}) =>
  start(startServer(name, join(servers, file), env));

const comparisons: Comparison[] = [];
try {
  if (WITH_BUN) comparisons.push(...(await startBun()));
  if (WITH_NODE) comparisons.push(...(await startNode()));

  const lines = [
    '| Endpoint | Server | on | CPU µs/req off | on | added µs/req | CPU on/off | its 95% interval | req/s on/off |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  const rows: Record<string, unknown>[] = [];
  for (const endpoint of endpoints) {
    const measure = (server: Server): Run =>
      measureEndpoint(server, endpoint, { connections: CONNECTIONS, seconds: DURATION });
    for (const server of started) {
      await check(server, endpoint);
      measure(server); // warm-up (JIT, connection pools)
    }
    for (const { server, on, off, observed } of comparisons) {
      const pairs = runPairs(
        PAIRS,
        () => measure(off),
        () => measure(observed),
      );
      const cpu = (runs: readonly Run[]) => median(runs.map((run) => run.cpuUsPerRequest));
      const added = median(pairs.other.map((run, i) => run.cpuUsPerRequest - pairs.base[i].cpuUsPerRequest));
      const ratios = pairs.other.map((run, i) => run.cpuUsPerRequest / pairs.base[i].cpuUsPerRequest);
      const rpsRatio = median(pairs.other.map((run, i) => run.rps / pairs.base[i].rps));
      const interval = medianInterval(ratios);
      const row = {
        endpoint: endpoint.name,
        server,
        on,
        cpuUsOff: cpu(pairs.base),
        cpuUsOn: cpu(pairs.other),
        addedCpuUs: added,
        cpuOnVsOff: median(ratios),
        cpuOnVsOffInterval: interval,
        rpsOnVsOff: rpsRatio,
      };
      rows.push(row);
      const shown = interval === undefined ? '' : `${interval[0].toFixed(3)}–${interval[1].toFixed(3)}`;
      const figures = [row.cpuUsOff, row.cpuUsOn, row.addedCpuUs].map((value) => value.toFixed(2));
      const ratiosShown = [row.cpuOnVsOff.toFixed(3), shown, rpsRatio.toFixed(3)];
      lines.push(`| ${endpoint.name} | ${server} | ${on} | ${[...figures, ...ratiosShown].join(' | ')} |`);
    }
    console.error(`done: ${endpoint.name}`);
  }
  console.log(lines.join('\n'));
  const node = WITH_NODE ? `, Node ${spawnSync(findNode(), ['--version'], { encoding: 'utf8' }).stdout.trim()}` : '';
  console.log(`\n${PAIRS} pairs × ${DURATION}s, wrk -t1 -c${CONNECTIONS}, Bun ${Bun.version}${node}.`);
  const settings = { pairs: PAIRS, durationSeconds: DURATION, connections: CONNECTIONS };
  writeResults('http-observed', { date: new Date().toISOString(), bun: Bun.version, ...settings, rows });
} finally {
  for (const server of started) server.child.kill();
}

// fw with `log`, `tracing` and both; Elysia with @elysiajs/opentelemetry.
async function startBun(): Promise<Comparison[]> {
  const fw = await bun('fw', 'fw.ts');
  const comparisons: Comparison[] = [];
  for (const on of ['log', 'tracing', 'log,tracing']) {
    comparisons.push({ server: 'fw', on, off: fw, observed: await bun(`fw ${on}`, 'fw.ts', { FW_OBSERVE: on }) });
  }
  const elysia = await bun('elysia', 'elysia.ts');
  const elysiaOtel = await bun('elysia otel', 'elysia.ts', { OBSERVE: '1' });
  comparisons.push({ server: 'elysia', on: '@elysiajs/opentelemetry', off: elysia, observed: elysiaOtel });
  return comparisons;
}

// Fastify off and with pino; fw on @fw/core/node off and with `log` (its dist built first, as run.ts does).
async function startNode(): Promise<Comparison[]> {
  const nodeBin = findNode();
  const core = join(repo, 'packages/core');
  const built = spawnSync(nodeBin, [join(repo, 'scripts/package/build.mjs')], { cwd: core, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('@fw/core does not build: fw on Node runs its dist');
  const fwScript = await buildForNode(join(servers, 'fw.ts'), join(servers, 'dist'));
  const node = (name: string, script: string, env: Record<string, string> = {}) =>
    start(startCommand(name, [nodeBin, script], env));
  const fastify = await node('fastify', join(servers, 'fastify.mjs'));
  const fastifyPino = await node('fastify pino', join(servers, 'fastify.mjs'), { OBSERVE: '1' });
  const fwNode = await node('fw-node', fwScript, { FW_RUNTIME: 'node' });
  const fwNodeLog = await node('fw-node log', fwScript, { FW_RUNTIME: 'node', FW_OBSERVE: 'log' });
  return [
    { server: 'fastify', on: 'pino logger', off: fastify, observed: fastifyPino },
    { server: 'fw-node', on: 'log', off: fwNode, observed: fwNodeLog },
  ];
}
