import { expect, test } from 'bun:test';
import { spawn } from 'node:child_process';
import { abortAll, runWithDeadline, Scope, sleep } from './scope.ts';

test('close runs every cleanup, last first, past one that throws', async () => {
  const scope = new Scope();
  const ran: string[] = [];
  scope.defer(() => ran.push('first'));
  scope.defer(() => {
    throw new Error('broken cleanup');
  });
  scope.defer(async () => ran.push('last'));
  const errors: unknown[] = [];
  const logged = console.error;
  console.error = (...args: unknown[]) => void errors.push(args);
  try {
    await scope.close();
  } finally {
    console.error = logged;
  }
  expect(ran).toEqual(['last', 'first']);
  expect(errors).toHaveLength(1);
  expect(scope.signal.aborted).toBe(true);
});

test('past its deadline a scenario is abandoned: it rejects, its child is killed, its cleanups run', async () => {
  let child: ReturnType<typeof spawn> | undefined;
  let cleaned = false;
  const run = runWithDeadline('stuck', 0.2, (scope) => {
    child = scope.adopt(spawn('sleep', ['30']));
    scope.defer(() => (cleaned = true));
    return new Promise<never>(() => {});
  });
  await expect(run).rejects.toThrow('stuck passed its deadline of 0.2 s');
  expect(child?.signalCode).toBe('SIGKILL');
  expect(cleaned).toBe(true);
});

test('a scenario that throws kills its children too, and its error is the one reported', async () => {
  let child: ReturnType<typeof spawn> | undefined;
  const run = runWithDeadline('broken', 30, async (scope) => {
    child = scope.adopt(spawn('sleep', ['30']));
    throw new Error('the server answered 500');
  });
  await expect(run).rejects.toThrow('the server answered 500');
  expect(child?.signalCode).toBe('SIGKILL');
});

test('a child spawned with the signal is killed when the scope aborts, and abortAll reaches open scopes', async () => {
  const scope = new Scope();
  const child = spawn('sleep', ['30'], { signal: scope.signal, killSignal: 'SIGKILL' });
  child.on('error', () => {});
  const exited = new Promise((resolve) => child.once('exit', (_, signal) => resolve(signal)));
  abortAll(new Error('soak interrupted'));
  expect(await exited).toBe('SIGKILL');
  await scope.close();
});

test('sleep resolves after its time, and rejects with the reason once the signal aborts', async () => {
  const controller = new AbortController();
  await sleep(1, controller.signal);
  const pending = sleep(60_000, controller.signal);
  controller.abort(new Error('deadline'));
  await expect(pending).rejects.toThrow('deadline');
});
