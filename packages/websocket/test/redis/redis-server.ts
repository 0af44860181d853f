// Node's APIs only: the Bun tests and the suites run by `node` (test/node/) start their servers alike.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { sleep } from '../suite/harness.ts';

/** A real `redis-server` of the test's own: a free port, a temporary directory, no persistence. */
export interface RedisServer {
  readonly port: number;
  readonly url: string;
  /** The current process's id (a new one after `start()`). */
  readonly pid: number;
  /** Kills the server with SIGKILL, as a crash would, and waits for it to exit. */
  kill(): Promise<void>;
  /** SIGSTOP: the server keeps its sockets open and answers nothing, like a hung host or a silent network. */
  freeze(): void;
  /** SIGCONT after `freeze()`. */
  thaw(): void;
  /** Starts it again on the same port; resolves once it answers PING. */
  start(): Promise<void>;
  /** SIGTERM, then removes its directory. */
  stop(): Promise<void>;
}

const READY_LIMIT_MS = 5000;

/** Where the server is: on PATH, or Debian's path. Fails the test, saying how to install it, when missing. */
export function findRedisServer(path = process.env.PATH ?? '', debian = '/usr/bin/redis-server'): string {
  const onPath = path
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'redis-server'))
    .find((file) => existsSync(file));
  const found = onPath ?? (existsSync(debian) ? debian : null);
  if (found === null) {
    throw new Error(
      'redis-server is not installed (not on PATH, not at /usr/bin/redis-server): the Redis adapter tests run a ' +
        'real one. .ci/run installs it (apt-get install redis-server); on a workstation install it the same way.',
    );
  }
  return found;
}

/** A port the kernel just gave out and took back, so nothing else listens on it now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** True once the server answers `PING` with `+PONG` (or `-NOAUTH`, when it asks for a password) on a raw connection. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), 500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
    socket.once('error', () => done(false));
    socket.once('close', () => done(false));
  });
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts `redis-server --port N --save '' --appendonly no --dir <tmp>` (and `extraArgs`) and waits until it answers.
 *
 * @example
 * const redis = await startRedisServer();
 * afterAll(() => redis.stop());
 */
export async function startRedisServer(extraArgs: readonly string[] = []): Promise<RedisServer> {
  const binary = findRedisServer();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fw-redis-'));
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
    args.push(...extraArgs);
    const log = join(dir, 'redis.log');
    const spawned = spawn(binary, [...args, '--logfile', log], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    spawned.stderr?.on('data', (chunk) => (stderr += chunk));
    child = spawned;
    const deadline = Date.now() + READY_LIMIT_MS;
    while (!(await answers(port))) {
      if (exited(spawned) || Date.now() > deadline) {
        spawned.kill('SIGKILL');
        const output = `${stderr}${readFileSync(log, { flag: 'a+' })}`;
        throw new Error(`redis-server on port ${port} did not answer within ${READY_LIMIT_MS} ms:\n${output}`);
      }
      await sleep(20);
    }
  };
  const halt = async (signal: 'SIGKILL' | 'SIGTERM'): Promise<void> => {
    const running = child;
    if (running === undefined || exited(running)) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await gone;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child?.pid ?? -1;
    },
    kill: () => halt('SIGKILL'),
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    start,
    async stop() {
      await halt('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
