// What only the Node runtime has to show: workers through node:cluster, a port in use, the refusals.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sendRaw } from '../raw-http.ts';
import {
  buildForNode,
  FIXTURE,
  RUNTIMES,
  startFixture,
  type RunningApp,
  type RuntimeVariant,
} from './runtime-process.ts';

const NODE = RUNTIMES.find((runtime) => runtime.name === 'Node') as RuntimeVariant;
const started: RunningApp[] = [];

beforeAll(buildForNode, 180_000);
afterAll(() => {
  for (const app of started) app.child.kill('SIGKILL');
});

async function start(env: Record<string, string> = {}) {
  const app = await startFixture(NODE, env);
  started.push(app);
  return app;
}

test('listen(port, { workers: 2 }): both workers answer on the one port; SIGTERM stops them all', async () => {
  const app = await start({ FW_WORKERS: '2' });
  const pids = new Set<number>();
  for (let n = 0; n < 20 && pids.size < 2; n++) {
    const response = await fetch(new URL('/raw/pid', app.url), { headers: { connection: 'close' } });
    pids.add(((await response.json()) as { pid: number }).pid);
  }
  expect(pids.size).toBe(2);
  expect(pids.has(app.child.pid ?? 0)).toBe(false);
  app.child.kill('SIGTERM');
  // What the primary said goes with a wrong ending: it exits with a code only when a stop failed or was forced.
  expect({ ...(await app.exited), stderr: app.stderr() }).toEqual({ code: null, signal: 'SIGTERM', stderr: '' });
  expect(await fetch(app.url).catch(() => 'refused')).toBe('refused');
}, 30_000);

// The primary's event loop is busy while the worker exits, so the channel still looks connected when it writes.
test('an order sent to a worker that just exited is dropped; the primary goes on', () => {
  const file = path.join(FIXTURE, 'dist', 'send-to-exited.mjs');
  const workers = pathToFileURL(path.resolve(FIXTURE, '../../../dist/adapter/node/node-workers.js')).href;
  const source = [
    "import cluster from 'node:cluster';",
    `import { nodeClusterRuntime } from '${workers}';`,
    'if (cluster.isPrimary) {',
    '  const worker = nodeClusterRuntime.spawn({}, () => {',
    '    const until = Date.now() + 500;',
    '    while (Date.now() < until);',
    "    worker.send({ fw: 'drain-go', phase: 'close' });",
    '  });',
    "  console.log('exited', JSON.stringify(await worker.exited));",
    '} else {',
    "  process.send('ready', () => process.exit(0));",
    '}',
  ].join('\n');
  writeFileSync(file, source);
  const run = spawnSync(NODE.command[0]!, [file], { cwd: FIXTURE, encoding: 'utf8' });
  expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
    status: 0,
    stdout: 'exited {"code":0,"signal":null}\n',
    stderr: '',
  });
});

test('a port another server holds: listen() rejects with EADDRINUSE', async () => {
  const first = await start();
  const second = startFixture(NODE, { FW_PORT: String(first.port) });
  await expect(second).rejects.toThrow('EADDRINUSE');
});

test('a WebSocket handler made for Bun alone is refused on Node at listen() with one line', () => {
  const file = path.join(FIXTURE, 'dist', 'websocket.mjs');
  const source = [
    "import { Fw } from '@fw/core';",
    "import { node } from '@fw/core/node';",
    'const app = new Fw({ runtime: node() });',
    "app.use({ name: 'ws', setup: (host) => host.websocket({ message() {} }) });",
    'await app.listen(0);',
  ].join('\n');
  writeFileSync(file, source);
  const run = spawnSync(NODE.command[0]!, [file], { cwd: FIXTURE, encoding: 'utf8' });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    'FwError: @fw/core: the Node runtime takes a WebSocket handler made for Node (startOnNode()), such as ' +
      "@fw/websocket's; this one was made for another runtime\n",
  );
});

// Bun serves such a request as if the Host were `localhost`; Node's URL parser refuses it (RFC 9112 §3.2).
test('a Host header that is no host is answered 400 and the connection closed', async () => {
  const app = await start();
  const answer = await sendRaw(app.port, '/items/1', { headers: { host: 'a b' } });
  expect([answer.status, answer.headers.connection]).toEqual([400, 'close']);
});
