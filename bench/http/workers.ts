// HTTP benchmark: fw in one process vs the same app with listen(port, { workers: 2 }), on two GET endpoints.
// Same harness as bench/http/run.ts: the servers on core 0 (a primary's workers inherit the pinning), wrk on
// core 1, back-to-back 1-second A/B pairs whose order alternates; figures are medians, ratios the medians of
// the per-pair ratios. CPU per request counts every process of a server (readTreeCpuSeconds: the primary
// and its workers). This machine has 2 cores and wrk needs one, so both servers get one core: the figures
// show what a second process costs, not what a second core gives.
// Usage: npm run bench:http-workers   (env: PAIRS=10, CONNECTIONS=64, DURATION=1)
import { join } from 'node:path';
import { writeResults } from '../lib/results.ts';
import { pinned, readTreeCpuSeconds, startServer, type Server } from '../lib/server.ts';
import { median, medianInterval } from '../lib/stats.ts';
import { runPairs, runWrk, type Run } from '../lib/wrk.ts';

const PAIRS = Number(process.env.PAIRS ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 64);
const DURATION = Number(process.env.DURATION ?? 1);
const script = join('bench/http/servers', 'fw.ts');
const endpoints = [
  { name: 'GET / (text)', path: '/' },
  { name: 'GET /users/:id (JSON)', path: '/users/42' },
];

const single = await startServer('1 process', script);
const workers = await startServer('workers: 2', script, { WORKERS: '2' });
const options = { connections: CONNECTIONS, seconds: DURATION, readCpu: readTreeCpuSeconds };
const measure = (server: Server, path: string): Run => runWrk(server, path, options);
const format = (value: number, digits = 2) => value.toFixed(digits);

const lines = [
  '| Endpoint | Server | req/s | p99 (ms) | CPU µs/req | req/s vs 1 process | CPU vs 1 process | its 95% interval |',
  '|---|---|---:|---:|---:|---:|---:|---:|',
];
const rows: Record<string, unknown>[] = [];
try {
  for (const { name, path } of endpoints) {
    measure(single, path); // warm-up (JIT, connection pools)
    measure(workers, path);
    const { base, other } = runPairs(
      PAIRS,
      () => measure(single, path),
      () => measure(workers, path),
    );
    const rpsRatio = median(other.map((run, i) => run.rps / base[i].rps));
    const cpuRatios = other.map((run, i) => run.cpuUsPerRequest / base[i].cpuUsPerRequest);
    const interval =
      medianInterval(cpuRatios)
        ?.map((value) => format(value, 3))
        .join('–') ?? '';
    const compared = [
      { server: single.name, runs: base, rpsVsSingle: 1, cpuVsSingle: 1, interval: '' },
      { server: workers.name, runs: other, rpsVsSingle: rpsRatio, cpuVsSingle: median(cpuRatios), interval },
    ];
    for (const { server, runs, rpsVsSingle, cpuVsSingle, interval: shown } of compared) {
      const rps = median(runs.map((run) => run.rps));
      const p99Ms = median(runs.map((run) => run.p99Ms));
      const cpuUsPerRequest = median(runs.map((run) => run.cpuUsPerRequest));
      rows.push({ endpoint: name, server, rps, p99Ms, cpuUsPerRequest, rpsVsSingle, cpuVsSingle });
      const figures = [Math.round(rps).toLocaleString('en-US'), format(p99Ms), format(cpuUsPerRequest)];
      const ratios = [format(rpsVsSingle, 3), format(cpuVsSingle, 3), shown];
      lines.push(`| ${name} | ${server} | ${[...figures, ...ratios].join(' | ')} |`);
    }
  }
} finally {
  single.child.kill();
  workers.child.kill();
}
console.log(lines.join('\n'));
const where = pinned ? 'servers on core 0, wrk on core 1' : 'unpinned (no taskset)';
console.log(`\n${PAIRS} pairs × ${DURATION}s, wrk -t1 -c${CONNECTIONS}, ${where}, Bun ${Bun.version}.`);
const date = new Date().toISOString();
const settings = { pairs: PAIRS, durationSeconds: DURATION, connections: CONNECTIONS };
writeResults('http-workers', { date, bun: Bun.version, ...settings, rows });
