/**
 * bench/soak: the soak, run on demand (never by `npm test`). Six scenarios, each against
 * fw apps in their own processes on 127.0.0.1, servers pinned to CPU 0 and the load to CPU 1:
 *   http       1,000,000 requests (wrk), the server's RSS every second
 *   ws         2,000 WebSocket connections, a broadcast storm, half of them dropped abruptly
 *   slowloris  400 slowloris sockets while a normal client times its requests
 *   sigterm    SIGTERM under keep-alive load: completed and failed requests, the exit code
 *   agent      SIGTERM under a 50-socket keep-alive Node http.Agent pool, one process and workers: resets
 *   static     stalled downloads of a large file from @fw/static, alwaysStatic true and false
 * Figures, not pass/fail: it prints a Markdown table and writes bench/results/soak.json.
 *
 *   npm run bench:soak                      # every scenario at the issue's sizes
 *   npm run bench:soak -- ws static         # some of them (or SOAK_SCENARIOS=ws,static)
 *
 * Sizes and deadlines: bench/soak/README.md. Exits 1 when a scenario failed (threw or passed its
 * deadline), after printing what it measured; a skipped one (no wrk, too few open files) says why.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { repo, writeResults } from '../lib/results.ts';
import { CLIENT_CPU, pinned, SERVER_CPU } from '../lib/server.ts';
import { round } from '../lib/stats.ts';
import { readConfig, type ScenarioName, type SoakConfig } from './config.ts';
import { toMarkdown, type Figure, type ScenarioResult } from './figures.ts';
import { Skip, type Scenario } from './scenario.ts';
import { agentPool } from './scenarios/agent-pool.ts';
import { httpRequests } from './scenarios/http-requests.ts';
import { sigterm } from './scenarios/sigterm.ts';
import { slowloris } from './scenarios/slowloris.ts';
import { staticStalled } from './scenarios/static-stalled.ts';
import { wsStorm } from './scenarios/ws-storm.ts';
import { abortAll, runWithDeadline } from './scope.ts';

const scenarios: Record<ScenarioName, Scenario> = {
  http: httpRequests,
  ws: wsStorm,
  slowloris,
  sigterm,
  agent: agentPool,
  static: staticStalled,
};

const config = readConfigOrExit();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    abortAll(new Error(`soak interrupted by ${signal}`));
    process.exit(130);
  });
}
process.on('exit', () => abortAll(new Error('soak exiting')));
// The soak's own clients (slowloris, keep-alive loops) then share CPU 1 with wrk, never the server's core.
if (pinned) spawnSync('taskset', ['-a', '-p', '-c', CLIENT_CPU, String(process.pid)], { stdio: 'ignore' });

const loadBefore = loadavg()[0];
const results: ScenarioResult[] = [];
for (const name of config.scenarios) {
  console.error(`soak: ${name} (deadline ${config.deadlines[name]} s)`);
  const started = performance.now();
  const figures: Figure[] = [];
  const result = (status: ScenarioResult['status'], reason?: string): ScenarioResult => ({
    scenario: name,
    status,
    ...(reason === undefined ? {} : { reason }),
    sizes: config[name],
    seconds: round((performance.now() - started) / 1000, 1),
    figures,
  });
  try {
    const run = scenarios[name];
    await runWithDeadline(`scenario ${name}`, config.deadlines[name], (scope) => run(scope, config, figures));
    results.push(result('ok'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    results.push(result(error instanceof Skip ? 'skipped' : 'failed', reason));
  }
  console.error(`soak: ${name} ${results[results.length - 1].status} in ${results[results.length - 1].seconds} s`);
}

writeResults('soak', {
  date: new Date().toISOString(),
  bun: Bun.version,
  commit: spawnSync('git', ['describe', '--always', '--dirty'], { cwd: repo, encoding: 'utf8' }).stdout.trim(),
  command: `npm run bench:soak${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
  pinned: pinned ? { server: SERVER_CPU, clients: CLIENT_CPU } : false,
  // Other work on the machine moves latencies and rates: a 1-minute load above the core count says so.
  loadAverage: { before: round(loadBefore, 2), after: round(loadavg()[0], 2), cores: availableParallelism() },
  results,
});
console.log(toMarkdown(results));
process.exit(results.some((each) => each.status === 'failed') ? 1 : 0);

function readConfigOrExit(): SoakConfig {
  try {
    return readConfig(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`soak: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
}
