import { expect, test } from 'bun:test';
import { Fw, type FwOptions } from '../src/index.ts';

// fw's process listeners live from listen() until the app stops, one per event for every app of the
// process: a test file that starts many apps adds none per app, and leaves none behind.

const EVENTS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'uncaughtException', 'unhandledRejection'] as const;
const count = () => Object.fromEntries(EVENTS.map((event) => [event, process.listenerCount(event)]));
const added = (before: Record<string, number>) =>
  Object.fromEntries(EVENTS.map((event) => [event, process.listenerCount(event) - (before[event] ?? 0)]));
const none = { SIGTERM: 0, SIGINT: 0, SIGHUP: 0, uncaughtException: 0, unhandledRejection: 0 };

test('twenty running apps add one listener to SIGTERM and SIGINT in all; stopping them removes it', async () => {
  const before = count();
  const apps = await Promise.all(Array.from({ length: 20 }, () => new Fw().listen(0)));
  expect(added(before)).toEqual({ ...none, SIGTERM: 1, SIGINT: 1 });
  await Promise.all(apps.map((app) => app.stop()));
  expect(added(before)).toEqual(none);
});

test('each option adds its own events, only while some app needs them', async () => {
  const before = count();
  const listen = (options: FwOptions) => new Fw(options).listen(0);
  const off = await listen({ shutdownSignals: false });
  expect(added(before)).toEqual(none);
  const hangup = await listen({ shutdownSignals: ['SIGHUP'] });
  expect(added(before)).toEqual({ ...none, SIGHUP: 1 });
  const crash = await listen({ shutdownSignals: false, stopOnUncaughtError: true });
  expect(added(before)).toEqual({ ...none, SIGHUP: 1, uncaughtException: 1, unhandledRejection: 1 });
  await hangup.stop();
  expect(added(before)).toEqual({ ...none, uncaughtException: 1, unhandledRejection: 1 });
  await Promise.all([off.stop(), crash.stop()]);
  expect(added(before)).toEqual(none);
});

test('a listen() that fails (port taken) leaves no listener', async () => {
  const before = count();
  const first = await new Fw().listen(0);
  await expect(new Fw().listen(first.port)).rejects.toThrow();
  expect(added(before)).toEqual({ ...none, SIGTERM: 1, SIGINT: 1 });
  await first.stop();
  expect(added(before)).toEqual(none);
});
