import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isPortFree, isRunning, startChildApp } from './child-app.ts';
import { sendRaw } from './raw-http.ts';

// listen(0, { workers: 2 }) in a fixture app run in a child process (the primary), whose workers print
// `<event> <workerId> <pid>` lines. Every wait is bounded; none measures speed.
setDefaultTimeout(30_000);
const fixture = join(import.meta.dir, 'fixtures/workers');

async function startCluster(mode = 'default') {
  const app = startChildApp(fixture, ['app.ts', mode]);
  const [, port] = (await app.until('listening ')).split(' ');
  /** The pid of the process now serving as worker `id` (the latest to print `listen <id>`). */
  const workerPid = (id: number) => {
    const line = app.lines.findLast((each) => each.startsWith(`listen ${id} `));
    return Number(line?.split(' ')[2]);
  };
  return { ...app, port: Number(port), workerPid };
}

/** One GET /pid on a new connection: the pid of the process that answered. */
async function askPid(port: number): Promise<number> {
  const { status, body } = await sendRaw(port, '/pid');
  expect(status).toBe(200);
  return Number(body);
}

/** Asks over new connections until every pid of `wanted` answered (at most `limit` requests); returns who answered. */
async function askUntilAll(port: number, wanted: readonly number[], limit = 200): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < limit && !wanted.every((pid) => seen.has(pid)); i++) seen.add(await askPid(port));
  return seen;
}

async function waitUntil(what: string, check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await Bun.sleep(10);
  }
}

describe('listen(port, { workers: 2 })', () => {
  test('two processes answer on one port, each running its own hooks; the primary serves none', async () => {
    const app = await startCluster();
    const workers = [app.workerPid(1), app.workerPid(2)];
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(app.child.pid);
    for (const id of [1, 2]) expect(app.lines).toContain(`init ${id} ${app.workerPid(id)}`);
    expect(await askUntilAll(app.port, workers)).toEqual(new Set(workers));
    // The primary's listen() resolved with the port and URL the workers share.
    expect(app.lines).toContain(`listening ${app.port} http://localhost:${app.port}/`);
    app.child.kill('SIGTERM');
    await app.exit();
  });

  test('a worker killed with SIGKILL is replaced after a logged backoff; the port keeps answering', async () => {
    const app = await startCluster();
    const [first, killed] = [app.workerPid(1), app.workerPid(2)];
    process.kill(killed, 'SIGKILL');
    // Reaped, not only a zombie: the leader shows `Z` while Bun's other threads still hold the listening socket,
    // whose queued connections the kernel then resets.
    await waitUntil('the killed worker is reaped', () => !existsSync(`/proc/${killed}`));
    // Meanwhile worker 1 answers every new connection.
    for (let i = 0; i < 5; i++) expect([first, app.workerPid(2)]).toContain(await askPid(app.port));
    await app.until('listen 2 ', 1);
    const replacement = app.workerPid(2);
    expect([first, killed]).not.toContain(replacement);
    expect(await askUntilAll(app.port, [first, replacement])).toEqual(new Set([first, replacement]));
    // A second crash in a row waits twice as long.
    process.kill(replacement, 'SIGKILL');
    await app.until('listen 2 ', 2);
    app.child.kill('SIGTERM');
    const { stderr } = await app.exit();
    expect(stderr).toContain(`@fw/core: worker 2 (pid ${killed}) was killed by SIGKILL; starting a new one in 100 ms`);
    expect(stderr).toContain(
      `@fw/core: worker 2 (pid ${replacement}) was killed by SIGKILL; starting a new one in 200 ms`,
    );
  });

  test('SIGTERM to the primary stops each worker gracefully: a request in flight completes', async () => {
    const app = await startCluster();
    const workers = [app.workerPid(1), app.workerPid(2)];
    const slow = sendRaw(app.port, '/slow?ms=300');
    await app.until('slow:start');
    app.child.kill('SIGTERM');
    const answer = await slow;
    expect([answer.status, answer.body, answer.headers.connection]).toEqual([200, 'done', 'close']);
    const { signal, lines, stderr } = await app.exit();
    expect(signal).toBe('SIGTERM');
    for (const id of [1, 2]) expect(lines).toContain(`shutdown ${id} ${workers[id - 1]}`);
    const serving = Number(lines.find((line) => line.startsWith('slow:start'))?.split(' ')[2]);
    expect(lines.indexOf(`slow:end ${workers.indexOf(serving) + 1} ${serving}`)).toBeLessThan(
      lines.indexOf(`shutdown ${workers.indexOf(serving) + 1} ${serving}`),
    );
    expect(workers.filter(isRunning)).toEqual([]);
    expect(isPortFree(app.port)).toBe(true);
    expect(stderr).not.toContain('starting a new one');
  });

  test('a second SIGTERM forces the stop in every worker: it cuts an endless stream', async () => {
    const app = await startCluster();
    const endless = sendRaw(app.port, '/ticks');
    await app.until('ticks:start');
    app.child.kill('SIGTERM');
    await app.until('stopping ', 1);
    await Bun.sleep(150); // past the 100 ms in which fw takes a repeat for the same press
    app.child.kill('SIGTERM');
    const cut = await endless;
    expect([cut.status, cut.body.includes('tick')]).toEqual([200, true]);
    const { signal, lines } = await app.exit();
    expect(signal).toBe('SIGTERM');
    expect(lines.filter((line) => line.startsWith('shutdown '))).toHaveLength(2);
  });

  test('SIGKILL to the primary: the workers stop and exit on their own, and the port is free', async () => {
    const app = await startCluster();
    const workers = [app.workerPid(1), app.workerPid(2)];
    app.child.kill('SIGKILL');
    // exit() waits for the stdout every worker holds too: none is left writing.
    const { lines, stderr } = await app.exit();
    for (const id of [1, 2]) expect(lines).toContain(`shutdown ${id} ${workers[id - 1]}`);
    const orphaned =
      '@fw/core: worker 1: the primary process is gone; stopping the app (for at most 10000 ms), then exiting';
    expect(stderr).toContain(orphaned);
    await waitUntil('both workers are gone', () => workers.every((pid) => !isRunning(pid)));
    expect(isPortFree(app.port)).toBe(true);
  });

  test('a stop whose worker hook fails ends the primary with exit code 1, naming the workers', async () => {
    const app = await startCluster('failing-hook');
    app.child.kill('SIGTERM');
    const { code, stderr } = await app.exit();
    expect(code).toBe(1);
    expect(stderr).toContain('@fw/core: worker 1: stopping the app failed (exit code 1):');
    expect(stderr).toContain('pool would not close');
    const failures = 'worker 1 exited with code 1; worker 2 exited with code 1';
    expect(stderr).toContain(`Workers failed to stop cleanly: ${failures}`);
  });

  test('a worker that fails to start fails listen() in the primary with its error', async () => {
    const app = startChildApp(fixture, ['app.ts', 'failing-start']);
    const { code, lines } = await app.exit();
    expect(code).toBe(1);
    expect(lines).toContain('error undefined @fw/core: Worker 2 of 2 failed to start: Error: no database');
    // Worker 1 may not have reached its init before worker 2 failed (a loaded host); if it did, it was stopped.
    const other = lines.find((line) => line.startsWith('init 1 '))?.split(' ')[2];
    if (other !== undefined) expect(lines).toContain(`shutdown 1 ${other}`);
    if (other !== undefined) expect(isRunning(Number(other))).toBe(false);
  });

  test('a worker that throws at every restart: each restart logs its error, not the SIGTERM', async () => {
    const app = await startCluster('crash-loop');
    const crashed = app.workerPid(2);
    process.kill(crashed, 'SIGKILL');
    // The first process and three restarts that failed (after 100, 200 and 400 ms).
    await app.until('init 2 ', 3);
    await app.until('error 2 ', 2);
    app.child.kill('SIGTERM');
    const { stderr } = await app.exit();
    const restarts = stderr.split('\n').filter((line) => line.includes('@fw/core: worker 2 (pid '));
    expect(restarts[0]).toBe(`@fw/core: worker 2 (pid ${crashed}) was killed by SIGKILL; starting a new one in 100 ms`);
    for (const [index, delay] of [200, 400].entries()) {
      expect(restarts[index + 1]).toMatch(
        new RegExp(
          `^@fw/core: worker 2 \\(pid \\d+\\) failed to start: Error: no database; starting a new one in ${delay} ms$`,
        ),
      );
    }
    expect(stderr).not.toContain('was killed by SIGTERM');
  });

  test('stop() while the workers start: listen() rejects saying so, and every process ends', async () => {
    const app = startChildApp(fixture, ['app.ts', 'stop-early']);
    // exit() waits for the stdout every worker holds too.
    const { code, lines } = await app.exit();
    expect(code).toBe(1);
    expect(lines).toContain('stopped');
    const stopped =
      'stop() was called while listen() was starting (compiling the app, running onInit hooks): ' +
      'the server was not started, and the shutdown hooks ran';
    expect(lines).toContain(`error undefined @fw/core: ${stopped}`);
    expect(lines.filter((line) => line.startsWith('listen '))).toEqual([]);
  });

  test('a second clustered app in one process is refused, naming why', async () => {
    const app = await startCluster('second-app');
    expect(await app.until('error ')).toStartWith(
      'error undefined @fw/core: listen({ workers }) runs one app per process',
    );
    app.child.kill('SIGTERM');
    await app.exit();
  });
});
