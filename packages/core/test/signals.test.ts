import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { startChildApp } from './child-app.ts';
import { openKeepAlive } from './keep-alive-client.ts';

// The fixture app runs in a child process with its own folder as cwd (Bun reads the decorator mode
// there), so the test can signal it and see its exit.
const fixture = join(import.meta.dir, 'fixtures/signals');

async function start(mode: string) {
  const app = startChildApp(fixture, ['app.ts', mode]);
  const { child, until } = app;
  const port = Number((await until('listening ')).slice('listening '.length));
  const release = () => {
    child.stdin.write('release\n');
    child.stdin.flush();
  };
  /** Signals again once the app printed `line`, past the 100 ms in which fw takes a repeat for the same press. */
  const signalAgain = async (line: string, signal: 'SIGTERM' | 'SIGINT' = 'SIGTERM') => {
    await until(line);
    await Bun.sleep(150);
    child.kill(signal);
  };
  return { ...app, port, release, signalAgain };
}

/** The app with a slow request in flight on a keep-alive connection. */
async function startWithSlowRequest(mode: string) {
  const app = await start(mode);
  const connection = await openKeepAlive(app.port);
  const response = connection.get('/app/slow');
  // Tests that cut the request do not read it.
  response.catch(() => {});
  await app.until('slow:start');
  return { ...app, connection, response };
}

describe('by default SIGTERM and SIGINT stop the app gracefully, then end the process as the signal would', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    test(`${signal} during a slow request: it completes, the hooks run, the process ends by ${signal}`, async () => {
      const app = await startWithSlowRequest('default');
      app.child.kill(signal);
      await app.until('hook:plugin');
      app.release();
      const { status, body, headers } = await app.response;
      expect([status, body, headers.get('connection')]).toEqual([200, 'done', 'close']);
      const { code, signal: ended, lines } = await app.exit();
      expect([code, ended]).toEqual([null, signal]);
      expect(lines.slice(1)).toEqual(['slow:start', 'hook:plugin', 'slow:end', 'hook:pool']);
    });
  }
});

test('a second signal forces the stop: the request waited for is cut, the hooks still run', async () => {
  const app = await startWithSlowRequest('default');
  app.child.kill('SIGTERM');
  await app.signalAgain('hook:plugin');
  await expect(app.response).rejects.toThrow('connection ended');
  const { code, signal, lines } = await app.exit();
  expect([code, signal]).toEqual([null, 'SIGTERM']);
  expect(lines.slice(1)).toEqual(['slow:start', 'hook:plugin', 'hook:pool']);
});

test('one Ctrl-C delivered twice (by the terminal and a forwarding pnpm) counts once: still graceful', async () => {
  const app = await startWithSlowRequest('default');
  app.child.kill('SIGINT');
  await Bun.sleep(20);
  app.child.kill('SIGINT');
  await app.until('hook:plugin');
  await Bun.sleep(50);
  app.release();
  expect((await app.response).body).toBe('done');
  const { signal, lines } = await app.exit();
  expect([signal, lines.at(-1)]).toEqual(['SIGINT', 'hook:pool']);
});

test('a third signal exits at once, with 128 + the signal’s number, when a shutdown hook hangs', async () => {
  const app = await startWithSlowRequest('hanging-hook');
  app.child.kill('SIGTERM');
  await app.signalAgain('hook:plugin');
  await app.signalAgain('hook:pool');
  const { code, signal } = await app.exit();
  expect([code, signal]).toEqual([143, null]);
});

test('a stop whose hook fails ends the process with exit code 1, the failure logged', async () => {
  const app = await start('failing-hook');
  app.child.kill('SIGTERM');
  const { code, lines, stderr } = await app.exit();
  expect([code, lines.slice(1)]).toEqual([1, ['hook:plugin', 'hook:pool']]);
  expect(stderr).toContain('@fw/core: stopping the app on SIGTERM failed (exit code 1):');
  expect(stderr).toContain('pool would not close');
});

test('when the app’s own code listens for the signal too, fw stops the app and leaves the exit to it', async () => {
  const app = await start('own-listener');
  app.child.kill('SIGTERM');
  const { code, lines } = await app.exit();
  expect(code).toBe(0);
  expect(lines.slice(1)).toEqual(['own:1', 'hook:plugin', 'hook:pool', 'own:exit']);
});

test('shutdownSignals: false leaves the signal to the runtime: the process dies at once, no hook runs', async () => {
  const app = await startWithSlowRequest('signals-off');
  app.child.kill('SIGTERM');
  const { signal, lines } = await app.exit();
  expect([signal, lines.slice(1)]).toEqual(['SIGTERM', ['slow:start']]);
});

describe('stopOnUncaughtError: logged, a graceful stop, exit code 1', () => {
  for (const mode of ['uncaught-rejection', 'uncaught-exception']) {
    test(`${mode}: the request in flight completes and the hooks run; an error during the stop is logged`, async () => {
      const app = await startWithSlowRequest(mode);
      expect((await fetch(`http://127.0.0.1:${app.port}/app/crash`)).status).toBe(200);
      await app.until('hook:plugin');
      app.release();
      const { status, body, headers } = await app.response;
      expect([status, body, headers.get('connection')]).toEqual([200, 'done', 'close']);
      const { code, lines, stderr } = await app.exit();
      expect(code).toBe(1);
      expect(lines.slice(1)).toEqual(['slow:start', 'hook:plugin', 'slow:end', 'hook:pool']);
      expect(stderr).toContain('@fw/core: uncaught error: stopping the app (for at most 10000 ms), then exiting');
      expect(stderr).toContain(mode === 'uncaught-rejection' ? 'boom (rejection)' : 'boom (exception)');
      // The fixture's plugin hook leaves a rejection of its own: logged, and the stop goes on.
      expect(stderr).toContain('@fw/core: uncaught error while the app stops:');
      expect(stderr).toContain('boom during the stop');
    });
  }

  test('a stop that outlasts the timeout ends with exit code 1 all the same', async () => {
    const app = await startWithSlowRequest('uncaught-deadline');
    await fetch(`http://127.0.0.1:${app.port}/app/crash`);
    const { code, lines, stderr } = await app.exit();
    expect(code).toBe(1);
    expect(lines.slice(1)).toEqual(['slow:start', 'hook:plugin']);
    expect(stderr).toContain('@fw/core: the app did not stop within 300 ms of an uncaught error: exiting with code 1');
  });

  test('off by default: the runtime ends the process at once, and no hook runs', async () => {
    const app = await startWithSlowRequest('default');
    await fetch(`http://127.0.0.1:${app.port}/app/crash`).catch(() => undefined);
    const { code, lines, stderr } = await app.exit();
    expect([code, lines.slice(1)]).toEqual([1, ['slow:start']]);
    expect(stderr).toContain('boom (rejection)');
  });
});
