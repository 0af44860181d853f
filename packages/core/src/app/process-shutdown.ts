import { constants } from 'node:os';
import type { ErrorLogger } from '../errors/error-logger.ts';
import { messages } from '../errors/catalogue.ts';

/** The signals that may stop an app (SIGKILL and SIGSTOP cannot be caught; SIGUSR1 starts Node's inspector). */
export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGQUIT', 'SIGUSR2'] as const;
export type ShutdownSignal = (typeof SHUTDOWN_SIGNALS)[number];

export interface ProcessWatch {
  readonly stop: (force: boolean) => Promise<void>;
  readonly signals: readonly ShutdownSignal[];
  /** Milliseconds an uncaught error leaves for the stop; `undefined`: such errors stay the runtime's. */
  readonly uncaughtTimeout: number | undefined;
  readonly logger: ErrorLogger;
}

type FatalEvent = 'uncaughtException' | 'unhandledRejection';

const FATAL_EVENTS: readonly FatalEvent[] = ['uncaughtException', 'unhandledRejection'];
// A terminal's Ctrl-C reaches the whole process group, and pnpm forwards it too (pnpm/pnpm#7374): a
// signal this soon after the last is that one press, not a second.
const REPEAT_MS = 100;

interface Running {
  readonly watches: readonly ProcessWatch[];
  forced: boolean;
  /** When the last signal came (`performance.now()`); `undefined` while only an error stops the apps. */
  signalAt: number | undefined;
}

const watches = new Set<ProcessWatch>();
const attached = new Map<ShutdownSignal | FatalEvent, (value: unknown) => void>();
let running: Running | undefined;

/** Turns signals (and opted-in uncaught errors) into `stop()`; one listener per event for all the apps. */
export function watchProcess(watch: ProcessWatch): () => void {
  watches.add(watch);
  syncListeners();
  return () => {
    watches.delete(watch);
    syncListeners();
  };
}

// While a shutdown runs its listeners stay, to count the next signal; the exit removes them.
function syncListeners(): void {
  if (running) return;
  const wanted = new Set<ShutdownSignal | FatalEvent>();
  for (const watch of watches) {
    for (const signal of watch.signals) wanted.add(signal);
    if (watch.uncaughtTimeout !== undefined) for (const event of FATAL_EVENTS) wanted.add(event);
  }
  for (const [event, listener] of attached) {
    if (!wanted.has(event)) detach(event, listener);
  }
  for (const event of wanted) {
    if (attached.has(event)) continue;
    const listener = isFatal(event) ? onFatal : () => onSignal(event);
    attached.set(event, listener);
    process.on(event, listener);
  }
}

function onSignal(signal: ShutdownSignal): void {
  if (!running)
    return void shutDown(
      signal,
      [...watches].filter((watch) => watch.signals.includes(signal)),
    );
  const now = performance.now();
  if (running.signalAt !== undefined && now - running.signalAt < REPEAT_MS) return;
  running.signalAt = now;
  if (running.forced) return exitNow(128 + constants.signals[signal]);
  running.forced = true;
  for (const watch of running.watches) void watch.stop(true).catch(() => {});
}

function onFatal(error: unknown): void {
  if (running) return logOnce(running.watches, messages.uncaughtDuringStop(), error);
  const opted = [...watches].filter((watch) => watch.uncaughtTimeout !== undefined);
  const timeout = Math.max(...opted.map((watch) => watch.uncaughtTimeout ?? 0));
  logOnce(opted, messages.uncaughtError(timeout), error);
  setTimeout(() => {
    logOnce(opted, messages.uncaughtStopTimedOut(timeout));
    exitNow(1);
  }, timeout);
  void shutDown(undefined, opted);
}

/** Stops the apps on `signal`, or on an uncaught error when `undefined`, then ends the process. */
async function shutDown(signal: ShutdownSignal | undefined, stopping: readonly ProcessWatch[]): Promise<void> {
  running = { watches: stopping, forced: false, signalAt: signal === undefined ? undefined : performance.now() };
  const results = await Promise.allSettled(stopping.map((watch) => watch.stop(false)));
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  for (const failure of failures) logOnce(stopping, messages.stopFailed(signal ?? 'an uncaught error'), failure);
  if (signal === undefined || failures.length > 0) return exitNow(1);
  running = undefined;
  for (const watch of stopping) watches.delete(watch);
  syncListeners();
  // Ended as the signal would have ended it, unless other code listens for it (README "Signals").
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function exitNow(code: number): never {
  for (const [event, listener] of attached) detach(event, listener);
  return process.exit(code);
}

function detach(event: ShutdownSignal | FatalEvent, listener: (value: unknown) => void): void {
  process.off(event, listener);
  attached.delete(event);
}

// Apps of one process usually share a logger: each distinct one says it once.
function logOnce(from: readonly ProcessWatch[], ...data: unknown[]): void {
  for (const logger of new Set(from.map((watch) => watch.logger))) logger.error(...data);
}

function isFatal(event: ShutdownSignal | FatalEvent): event is FatalEvent {
  return (FATAL_EVENTS as readonly string[]).includes(event);
}
