import type { ErrorLogger } from '../errors/error-logger.ts';
import { messages } from '../errors/catalogue.ts';
import { isDrainGo, isStopOrder, type DrainPhase, type WorkerReport } from './protocol.ts';
import type { WorkerMarker } from './worker-marker.ts';

/** How long a worker whose primary is gone gives its graceful stop before it exits anyway. */
export const ORPHAN_GRACE_MS = 10_000;
/** How long a stopping worker waits for the others at a drain step (one that crashed never reports). */
const DRAIN_STEP_MS = 1000;

/** A worker's side of the IPC channel, from the start of its `listen()`. */
export interface WorkerLink {
  listening(url: URL): void;
  failed(error: unknown): void;
  /** Resolves once every stopping worker reached `phase` (at most `DRAIN_STEP_MS`), so they close together. */
  drainStep(phase: DrainPhase): Promise<void>;
  /** Stops following the primary and closes the channel, so the process can end once the app stopped. */
  leave(): void;
}

/** Follows the primary's stop order; when the primary is gone, stops within `ORPHAN_GRACE_MS` (no orphan). */
export function joinPrimary(
  marker: WorkerMarker,
  stop: (force: boolean) => Promise<void>,
  logger: ErrorLogger,
): WorkerLink {
  const exitAfter = (stopping: Promise<void>) =>
    stopping.then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(messages.workerStopFailed(marker.id), error);
        process.exit(1);
      },
    );
  const waiting = new Map<DrainPhase, () => void>();
  const onMessage = (message: unknown) => {
    if (isStopOrder(message)) void exitAfter(stop(message.force));
    if (isDrainGo(message)) waiting.get(message.phase)?.();
  };
  const onDisconnect = () => {
    logger.error(messages.workerOrphaned(marker.id, ORPHAN_GRACE_MS));
    setTimeout(() => process.exit(1), ORPHAN_GRACE_MS);
    void exitAfter(stop(false));
  };
  process.on('message', onMessage);
  process.on('disconnect', onDisconnect);
  const report = (message: WorkerReport) => {
    if (process.connected) process.send?.(message);
  };
  return {
    listening: (url) => report({ fw: 'listening', url: url.href }),
    failed: (error) => report({ fw: 'failed', reason: describeError(error) }),
    drainStep(phase) {
      if (!process.connected) return Promise.resolve();
      // Not `Promise.withResolvers`: workers run on Node 20 too (`@fw/core/node`), which lacks it.
      let resolve!: () => void;
      const promise = new Promise<void>((onResolve) => (resolve = onResolve));
      const timer = setTimeout(resolve, DRAIN_STEP_MS);
      waiting.set(phase, resolve);
      report({ fw: 'drain', phase });
      return promise.finally(() => {
        clearTimeout(timer);
        waiting.delete(phase);
      });
    },
    leave() {
      process.off('message', onMessage);
      process.off('disconnect', onDisconnect);
      if (process.connected) process.disconnect?.();
    },
  };
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
