/**
 * bench/static: one Vite-built dist served by fw (@fw/static, alwaysStatic), Bun's native static routes
 * (bare, and again with fw's response headers), @elysiajs/static and Hono's serveStatic, in one run. Each server is pinned to CPU 0 and wrk to CPU 1;
 * every competitor is measured in A/B pairs against Bun native (the order alternates per pair) and the
 * median of the per-pair ratios is reported, with req/s and server CPU µs per request from /proc/<pid>/stat.
 *
 * Two ratios per pair: throughput (req/s of X over req/s of Bun) and CPU cost (Bun's CPU µs per request
 * over X's), the second being steady when other processes share the machine.
 *
 *   npm run bench:static                      # BENCH_PAIRS=7 BENCH_SECONDS=3 by default
 *
 * Writes bench/results/static.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repo, writeResults } from '../lib/results.ts';
import { CLIENT_CPU, SERVER_CPU, startServer, type Server } from '../lib/server.ts';
import { median, round } from '../lib/stats.ts';
import { runPairs, runWrk, type Run } from '../lib/wrk.ts';

const here = import.meta.dir;
const pairs = Number(process.env.BENCH_PAIRS ?? 7);
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);

const dist = buildSite();
const files = readdirSync(join(dist, 'assets'));
const script = files.find((name) => name.endsWith('.js'));
if (script === undefined) throw new Error(`no script in ${dist}/assets`);
const targets = [
  { name: 'asset', path: `/assets/${script}` },
  { name: 'index.html', path: '/' },
];

const names = ['bun', 'fw', 'bun-headers', 'elysia', 'hono'] as const;
const servers = new Map<string, Server>();
const loadBefore = loadavg()[0];
try {
  for (const name of names)
    servers.set(name, await startServer(name, join(here, 'servers', `${name}.ts`), { ROOT: dist }));
  for (const target of targets) await checkSame(target.path);
  const results = [];
  for (const target of targets) {
    for (const name of names.filter((n) => n !== 'bun')) {
      const base = servers.get('bun') as Server;
      const other = servers.get(name) as Server;
      load(base, target.path, 1);
      load(other, target.path, 1);
      const { base: baseSamples, other: otherSamples } = runPairs(
        pairs,
        () => load(base, target.path, seconds),
        () => load(other, target.path, seconds),
      );
      const ratios = otherSamples.map((sample, i) => sample.rps / baseSamples[i].rps);
      const cpuRatios = otherSamples.map((sample, i) => baseSamples[i].cpuUsPerRequest / sample.cpuUsPerRequest);
      results.push({
        target: target.name,
        path: target.path,
        server: name,
        ratioToBunNative: round(median(ratios), 3),
        cpuRatioToBunNative: round(median(cpuRatios), 3),
        rps: Math.round(median(otherSamples.map((s) => s.rps))),
        bunNativeRps: Math.round(median(baseSamples.map((s) => s.rps))),
        cpuMicrosPerRequest: round(median(otherSamples.map((s) => s.cpuUsPerRequest)), 2),
        bunNativeCpuMicrosPerRequest: round(median(baseSamples.map((s) => s.cpuUsPerRequest)), 2),
        pairRatios: ratios.map((r) => round(r, 3)),
        pairCpuRatios: cpuRatios.map((r) => round(r, 3)),
      });
      const last = results[results.length - 1];
      console.error(
        `${target.name} ${name}: ${last.ratioToBunNative} of Bun native req/s, ${last.cpuRatioToBunNative} by CPU per request`,
      );
    }
  }
  const report = {
    date: new Date().toISOString(),
    bun: Bun.version,
    command: 'npm run bench:static',
    setup: { pairs, seconds, connections, wrkThreads: 1, serverCpu: SERVER_CPU, clientCpu: CLIENT_CPU, dist: files },
    // Other processes on the machine: with a 1-minute load above the core count, req/s ratios scatter.
    loadAverage: { before: round(loadBefore, 2), after: round(loadavg()[0], 2), cores: availableParallelism() },
    results,
  };
  writeResults('static', report);
  printTable(results);
} finally {
  for (const server of servers.values()) server.child.kill();
  rmSync(dirname(dist), { recursive: true, force: true });
}

/** A real `vite build` of bench/static/site into a temp dir. */
function buildSite(): string {
  const out = join(mkdtempSync(join(tmpdir(), 'fw-bench-static-')), 'dist');
  const vite = join(repo, 'node_modules/vite/bin/vite.js');
  const built = spawnSync(
    'node',
    [vite, 'build', join(here, 'site'), '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) throw new Error('vite build failed');
  return out;
}

/** Every server must answer each target with 200 and the same bytes, or the comparison is void. */
async function checkSame(path: string): Promise<void> {
  const bodies = new Map<string, string>();
  for (const server of servers.values()) {
    const response = await fetch(server.url + path);
    if (response.status !== 200) throw new Error(`${server.name} answered ${response.status} for ${path}`);
    bodies.set(server.name, await response.text());
  }
  const expected = readFileSync(join(dist, path === '/' ? 'index.html' : path), 'utf8');
  for (const [name, body] of bodies) if (body !== expected) throw new Error(`${name} sent other bytes for ${path}`);
}

function load(server: Server, path: string, duration: number): Run {
  return runWrk(server, path, { connections, seconds: duration });
}

interface Row {
  readonly target: string;
  readonly server: string;
  readonly ratioToBunNative: number;
  readonly cpuRatioToBunNative: number;
  readonly rps: number;
  readonly bunNativeRps: number;
  readonly cpuMicrosPerRequest: number;
  readonly bunNativeCpuMicrosPerRequest: number;
}

function printTable(results: readonly Row[]): void {
  console.log(
    '| target | server | req/s ratio to Bun native | CPU ratio to Bun native | req/s | Bun native req/s | CPU µs/req | Bun native CPU µs/req |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const cells = [
      r.target,
      r.server,
      r.ratioToBunNative,
      r.cpuRatioToBunNative,
      r.rps,
      r.bunNativeRps,
      r.cpuMicrosPerRequest,
      r.bunNativeCpuMicrosPerRequest,
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
}
