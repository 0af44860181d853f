import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repo } from '../../lib/results.ts';
import { CLIENT_CPU, pin } from '../../lib/server.ts';
import { figure } from '../figures.ts';
import { startSoakServer, type Scenario } from '../scenario.ts';
import type { Scope } from '../scope.ts';
import type { AgentPoolCounts as Counts } from '../../../packages/core/test/fixtures/agent-pool/counts.ts';

/** The client `packages/core/test/agent-pool-stop.test.ts` runs: one Node `http.Agent`, keep-alive. */
const CLIENT = join(repo, 'packages/core/test/fixtures/agent-pool/client.mjs');

/**
 * Scenario agent: `config.agent.connections` loops share one keep-alive Node `http.Agent`, each pausing up to
 * 20 ms between `GET /work` requests; after `loadMs` the app gets SIGTERM. `runs` times in one process, then
 * with `listen(port, { workers: 2 })`. Summed: resets on a reused and on a new socket, other failures, answers
 * after the signal and those that said `Connection: close`, runs with any reset.
 */
export const agentPool: Scenario = async (scope, config, figures) => {
  const { connections, runs, loadMs } = config.agent;
  const node = Bun.which('node') ?? process.execPath;
  for (const mode of ['single', 'workers'] as const) {
    const sum = { resetReused: 0, resetNew: 0, other: 0, after: 0, connectionClose: 0, refused: 0, failedRuns: 0 };
    for (let run = 0; run < runs; run++) {
      const counts = await probe(scope, node, mode, connections, loadMs);
      sum.resetReused += counts.resetReused;
      sum.resetNew += counts.resetNew;
      sum.other += counts.other.length;
      sum.after += counts.after;
      sum.connectionClose += counts.connectionClose;
      sum.refused += counts.refused;
      if (counts.resetReused + counts.resetNew + counts.other.length > 0) sum.failedRuns++;
    }
    figures.push(
      figure(`${mode}: runs (${connections} pooled connections each)`, runs),
      figure(`${mode}: runs with a failed request`, sum.failedRuns),
      figure(`${mode}: ECONNRESET on a reused socket`, sum.resetReused),
      figure(`${mode}: ECONNRESET on a new socket`, sum.resetNew),
      figure(`${mode}: other failures`, sum.other),
      figure(`${mode}: answers after SIGTERM`, sum.after),
      figure(`${mode}: of them with Connection: close`, sum.connectionClose),
      figure(`${mode}: loops ended by a refused connect`, sum.refused),
    );
  }
};

async function probe(scope: Scope, node: string, mode: 'single' | 'workers', connections: number, loadMs: number) {
  const server = await startSoakServer(scope, 'http-app.ts', mode === 'workers' ? { WORKERS: '2' } : {});
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  const env = {
    ...process.env,
    PORT: String(server.port),
    SERVER_PID: String(server.pid),
    CONNECTIONS: String(connections),
    LOAD_MS: String(loadMs),
  };
  const [command, ...args] = pin(CLIENT_CPU, [node, CLIENT]);
  const stdio: ['ignore', 'pipe', 'inherit'] = ['ignore', 'pipe', 'inherit'];
  const child = scope.adopt(spawn(command, args, { env, stdio, signal: scope.signal, killSignal: 'SIGKILL' }));
  child.on('error', () => {});
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  await exited;
  return JSON.parse(output) as Counts;
}
