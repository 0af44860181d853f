/** A step of a stop that every worker takes together: `quiet` before closing, `closed` before releasing. */
export type DrainPhase = 'quiet' | 'closed';

/** What a worker tells the primary over the IPC channel. */
export type WorkerReport =
  | { readonly fw: 'listening'; readonly url: string }
  | { readonly fw: 'failed'; readonly reason: string }
  | { readonly fw: 'drain'; readonly phase: DrainPhase };

/** The primary's answer once every stopping worker reported `phase`. */
export interface DrainGo {
  readonly fw: 'drain-go';
  readonly phase: DrainPhase;
}

/** What the primary tells a worker: stop the app (`force` as in `stop(true)`), then exit. */
export interface StopOrder {
  readonly fw: 'stop';
  readonly force: boolean;
}

/** How a process ended: an exit code, or the signal that ended it. */
export interface ProcessExit {
  readonly code: number | null;
  readonly signal: string | null;
}

/** A worker process as the primary holds it; the runtime's adapter makes one. */
export interface WorkerProcess {
  readonly pid: number;
  send(message: StopOrder | DrainGo): void;
  kill(signal: 'SIGTERM' | 'SIGKILL'): void;
  readonly exited: Promise<ProcessExit>;
}

/** What the primary needs from the runtime. */
export interface ClusterRuntime {
  /** Re-runs the entry script with `env` added; `onMessage` receives what the child sends. */
  spawn(env: Readonly<Record<string, string>>, onMessage: (message: unknown) => void): WorkerProcess;
  /** Binds `port` without `SO_REUSEPORT` and lets it go: `EADDRINUSE` fails here, port 0 becomes a free one. */
  probePort(port: number, hostname: string | undefined): Promise<number>;
  /** Whether processes sharing a port on `platform` get its connections evenly; else `workers` runs one process. */
  spreadsConnections(platform: string): boolean;
}

// Other messages on the channel belong to the app.
export function isWorkerReport(message: unknown): message is WorkerReport {
  const fw = (message as { fw?: unknown } | null)?.fw;
  return fw === 'listening' || fw === 'failed' || fw === 'drain';
}

export function isDrainGo(message: unknown): message is DrainGo {
  return (message as { fw?: unknown } | null)?.fw === 'drain-go';
}

export function isStopOrder(message: unknown): message is StopOrder {
  return (message as { fw?: unknown } | null)?.fw === 'stop';
}

/** `exited with code 1`, `was killed by SIGKILL`. */
export function describeExit(exit: ProcessExit): string {
  return exit.signal !== null ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
}
