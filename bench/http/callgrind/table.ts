// Instructions a request (main thread, callgrind) of the limit and two frameworks on bench:http's four endpoints,
// as a table with each framework's ratio to the limit: what the bench's CPU figures measure, without a machine's
// swings in speed (the core README, "Speed on Node"). Each cell is one run of run.sh at 64 connections, as wrk's.
// Usage: npm run bench:http-instructions   (env RUNTIME=bun: Bun's native routes, fw and Elysia; default node:
// raw node:http, fw on @fw/core/node and Fastify; under a minute a cell, about ten minutes in all)
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repo } from '../../lib/results.ts';
import { endpoints } from '../endpoints.ts';

const RUNTIME = process.env.RUNTIME === 'bun' ? 'bun' : 'node';
const servers = RUNTIME === 'bun' ? ['native.ts', 'fw.ts', 'elysia.ts'] : ['node-native.mjs', 'fw.ts', 'fastify.mjs'];

/** One callgrind run's count of the main thread, instructions a request. */
function count(server: string, method: string, path: string): number {
  const env = { ...process.env, RUNTIME, METHOD: method, URL_PATH: path, CONNECTIONS: '64' };
  const script = join(repo, 'bench/http/callgrind/run.sh');
  const run = spawnSync('bash', [script, join(repo, 'bench/http/servers', server)], { env, encoding: 'utf8' });
  const found = /: (\d+) instructions a request \(main thread\)/.exec(run.stdout);
  if (run.status !== 0 || found === null) throw new Error(`callgrind failed on ${server} ${path}:\n${run.stderr}`);
  return Number(found[1]);
}

const lines = [`| Endpoint | ${servers.join(' | ')} |`, `|---|${servers.map(() => '---:|').join('')}`];
for (const endpoint of endpoints) {
  const [limit, ...others] = servers.map((server) => count(server, endpoint.post ? 'POST' : 'GET', endpoint.path));
  const cells = others.map((each) => `${each.toLocaleString('en-US')} (${(each / limit).toFixed(2)}x)`);
  lines.push(`| ${endpoint.name} | ${limit.toLocaleString('en-US')} | ${cells.join(' | ')} |`);
  console.error(`done: ${endpoint.name}`);
}
console.log(lines.join('\n'));
console.log(`\nMain-thread instructions a request, ${RUNTIME}, 64 connections, 10,000 requests after 32,000.`);
