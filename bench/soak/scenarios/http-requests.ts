import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { CLIENT_CPU, pin, type Server } from '../../lib/server.ts';
import { round } from '../../lib/stats.ts';
import { parseWrk, type WrkReport } from '../../lib/wrk.ts';
import { figure } from '../figures.ts';
import { readMemory } from '../proc-status.ts';
import { RssSampler, summarizeRss } from '../rss-sampler.ts';
import { soakRequests, toInit } from '../requests.ts';
import { fetchJson, Skip, startSoakServer, type Scenario } from '../scenario.ts';
import type { Scope } from '../scope.ts';

export const WRK_MISSING =
  'wrk is not installed: `sudo apt-get install -y wrk` (Debian, Ubuntu), `brew install wrk` (macOS), ' +
  'or build it from https://github.com/wg/wrk; then `npm run bench:soak -- http`';

/**
 * Scenario http: `config.http.requests` requests (GET JSON and POST JSON, alternating) with wrk against
 * the soak app, the server's RSS sampled every second: first, peak and last, and the slope.
 */
export const httpRequests: Scenario = async (scope, config, figures) => {
  if (spawnSync('wrk', ['--version']).error !== undefined) throw new Skip(WRK_MISSING);
  const server = await startSoakServer(scope, 'http-app.ts');
  for (const request of [soakRequests.readUser, soakRequests.createUser]) {
    await fetchJson(`${server.url}${request.path}`, toInit(request), request.status);
  }
  const sampler = new RssSampler(server.pid);
  scope.defer(() => sampler.stop());
  // wrk's own duration is the bound: what the scenario's deadline leaves, less time to start and report.
  const report = await runWrkCount(scope, server, config.http, Math.max(5, config.deadlines.http - 20));
  const rss = summarizeRss(sampler.stop());
  figures.push(
    figure('requests answered', report.requests),
    figure('reached the count', report.requests >= config.http.requests),
    figure('seconds', round(report.seconds, 1), 's'),
    figure('requests/s', Math.round(report.requests / report.seconds)),
    figure('p99 latency', round(report.p99Ms, 2), 'ms'),
    figure('non-2xx answers', report.non2xx),
    figure('socket errors', report.socketErrors),
    figure('RSS first (idle, before load)', rss.firstMib, 'MiB'),
    figure('RSS peak (1 s samples)', rss.peakMib, 'MiB'),
    figure('RSS peak (VmHWM)', round(readMemory(server.pid)?.peakMib ?? Number.NaN, 1), 'MiB'),
    figure('RSS last', rss.lastMib, 'MiB'),
    figure('RSS slope, whole run', rss.slopeMibPerMin, 'MiB/min'),
    figure('RSS slope, second half', rss.secondHalfSlopeMibPerMin, 'MiB/min'),
  );
};

function runWrkCount(scope: Scope, server: Server, load: { requests: number; connections: number }, seconds: number) {
  const script = join(import.meta.dir, '..', 'wrk-count.lua');
  const args = ['wrk', '-t1', `-c${load.connections}`, `-d${seconds}s`, '--latency', '-s', script, `${server.url}/`];
  const [command, ...rest] = pin(CLIENT_CPU, args);
  const wrk = spawn(command, rest, {
    env: { ...process.env, SOAK_REQUESTS: String(load.requests) },
    stdio: ['ignore', 'pipe', 'pipe'],
    signal: scope.signal,
    killSignal: 'SIGKILL',
  });
  scope.adopt(wrk);
  return new Promise<WrkReport>((resolve, reject) => {
    let out = '';
    let err = '';
    wrk.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (wrk.signalCode === null && out.includes('soak: limit reached')) wrk.kill('SIGINT');
    });
    wrk.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    wrk.on('error', reject);
    wrk.on('close', () => {
      const report = parseWrk(out);
      if (Number.isNaN(report.requests)) reject(new Error(`wrk gave no report:\n${out}${err}`));
      else resolve(report);
    });
  });
}
