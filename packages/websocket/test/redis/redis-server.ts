import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  const found = Bun.which('redis-server', { PATH: path }) ?? (existsSync(debian) ? debian : null);
  if (found === null) {
    throw new Error(
      'redis-server is not installed (not on PATH, not at /usr/bin/redis-server): the Redis adapter tests run a ' +
        'real one. .ci/run installs it (apt-get install redis-server); on a workstation install it the same way.',
    );
  }
  return found;
}

/** A port the kernel just gave out and took back, so nothing else listens on it now. */
export function freePort(): number {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const { port } = probe;
  probe.stop(true);
  return port;
}

/** True once the server answers `PING` with `+PONG` (or `-NOAUTH`, when it asks for a password) on a raw connection. */
async function answers(port: number): Promise<boolean> {
  const reply = Promise.withResolvers<boolean>();
  try {
    const socket = await Bun.connect({
      hostname: '127.0.0.1',
      port,
      socket: {
        data: (_socket, data) => reply.resolve(/^(\+PONG|-NOAUTH)/.test(data.toString())),
        error: () => reply.resolve(false),
        close: () => reply.resolve(false),
      },
    });
    socket.write('PING\r\n');
    const timer = setTimeout(() => reply.resolve(false), 500);
    const ok = await reply.promise;
    clearTimeout(timer);
    socket.end();
    return ok;
  } catch {
    return false;
  }
}

/**
 * Starts `redis-server --port N --save '' --appendonly no --dir <tmp>` (and `extraArgs`) and waits until it answers.
 *
 * @example
 * const redis = await startRedisServer();
 * afterAll(() => redis.stop());
 */
export async function startRedisServer(extraArgs: readonly string[] = []): Promise<RedisServer> {
  const binary = findRedisServer();
  const port = freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fw-redis-'));
  let child: ReturnType<typeof Bun.spawn> | undefined;
  const start = async (): Promise<void> => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
    args.push(...extraArgs);
    const log = join(dir, 'redis.log');
    const spawned = Bun.spawn([binary, ...args, '--logfile', log], { stdout: 'ignore', stderr: 'pipe' });
    child = spawned;
    const deadline = Date.now() + READY_LIMIT_MS;
    while (!(await answers(port))) {
      if (spawned.exitCode !== null || Date.now() > deadline) {
        spawned.kill('SIGKILL');
        const output = `${await new Response(spawned.stderr).text()}${readFileSync(log, { flag: 'a+' })}`;
        throw new Error(`redis-server on port ${port} did not answer within ${READY_LIMIT_MS} ms:\n${output}`);
      }
      await Bun.sleep(20);
    }
  };
  const halt = async (signal: 'SIGKILL' | 'SIGTERM'): Promise<void> => {
    if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await child.exited;
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get pid() {
      return child?.pid ?? -1;
    },
    kill: () => halt('SIGKILL'),
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    start,
    async stop() {
      await halt('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
