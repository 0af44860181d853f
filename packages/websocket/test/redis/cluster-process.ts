import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { nodeForRuntimeTests } from '../../../../test/on-node/node-for-runtime-tests.ts';
import { connectGreeted, type TestClient } from '../suite/harness.ts';

const fixture = join(import.meta.dir, '..', 'fixtures', 'cluster');
const START_LIMIT_MS = 10_000;
const NODE_ENTRY = 'dist/test/fixtures/cluster/app.js';

/** What the fixture's `GET /api/counts` answers. */
export interface Counts {
  readonly local: { chat: number; namespaces: string[]; total: number };
  readonly cluster: { chat: number; namespaces: string[]; total: number } | { error: string };
}

/** One fw process of the cluster fixture (`test/fixtures/cluster/app.ts`), started as a child. */
export interface ClusterProcess {
  readonly port: number;
  readonly exited: Promise<number>;
  /** A client on `path` that joined `room` (the fixture greets, then answers the join). */
  member(path: string, room: string): Promise<TestClient>;
  broadcast(room: string, body: Record<string, unknown>): Promise<Response>;
  counts(): Promise<Counts>;
  /** True while the process has not exited. */
  running(): Promise<boolean>;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  signal(signal: 'SIGKILL' | 'SIGTERM'): Promise<number>;
}

const ROOT = resolve(import.meta.dir, '../../../..');
let builtForNode = false;

/** @fw/core's dist and the fixture compiled by tsc, for `FW_RUNTIME: 'node'`; once per run. */
export function buildClusterForNode(): void {
  if (builtForNode) return;
  const core = spawnSync('node', [join(ROOT, 'scripts/package/build.mjs')], {
    cwd: join(ROOT, 'packages/core'),
    encoding: 'utf8',
  });
  if (core.status !== 0) throw new Error(`@fw/core does not build:\n${core.stdout}${core.stderr}`);
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  const app = spawnSync('node', [tsc, '-p', 'tsconfig.node.json'], { cwd: fixture, encoding: 'utf8' });
  if (app.status !== 0) throw new Error(`the cluster fixture does not compile:\n${app.stdout}`);
  builtForNode = true;
}

/**
 * Starts the fixture with `env` (REDIS_URL, PREFIX, GATEWAYS, PUBLISH_TO_SELF, HEARTBEAT_*) and its port 0;
 * `FW_RUNTIME: 'node'` runs it on Node (after `buildClusterForNode()`).
 */
export async function startClusterProcess(env: Record<string, string>): Promise<ClusterProcess> {
  const command = env.FW_RUNTIME === 'node' ? [nodeForRuntimeTests(), NODE_ENTRY] : [process.execPath, 'app.ts'];
  const child = Bun.spawn(command, {
    cwd: fixture,
    env: { ...process.env, ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  let stderr = '';
  void (async () => {
    for await (const chunk of child.stderr) stderr += new TextDecoder().decode(chunk);
  })();
  const port = await readPort(child.stdout, child.exited, () => stderr);
  const http = (path: string) => `http://127.0.0.1:${port}${path}`;
  return {
    port,
    exited: child.exited,
    async member(path, room) {
      const [client] = await connectGreeted(`ws://127.0.0.1:${port}${path}`);
      client.emit('join', room);
      const joined = await client.next();
      if (joined.event !== 'joined') throw new Error(`expected 'joined', got ${JSON.stringify(joined)}`);
      return client;
    },
    broadcast: (room, body) =>
      fetch(http(`/api/broadcast/${room}`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    counts: async () => (await (await fetch(http('/api/counts'))).json()) as Counts,
    stderr: () => stderr,
    running: () => Promise.race([child.exited.then(() => false), Bun.sleep(0).then(() => true)]),
    async signal(signal) {
      child.kill(signal);
      return child.exited;
    },
  };
}

/** The port from the fixture's first stdout line; a process that exits or stays silent fails with its stderr. */
async function readPort(
  stdout: ReadableStream<Uint8Array>,
  exited: Promise<number>,
  stderr: () => string,
): Promise<number> {
  const reader = stdout.getReader();
  let text = '';
  const deadline = Bun.sleep(START_LIMIT_MS).then(() => 'timeout' as const);
  while (!text.includes('\n')) {
    const read = await Promise.race([reader.read(), exited.then((code) => ({ code })), deadline]);
    if (read === 'timeout' || 'code' in read || read.done) {
      await Bun.sleep(50);
      const why = read === 'timeout' ? `did not listen within ${START_LIMIT_MS} ms` : 'exited before listening';
      throw new Error(`the cluster fixture ${why}:\n${stderr()}`);
    }
    text += new TextDecoder().decode(read.value);
  }
  reader.releaseLock();
  return (JSON.parse(text.slice(0, text.indexOf('\n'))) as { port: number }).port;
}
