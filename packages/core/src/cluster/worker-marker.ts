/** Set by the primary in a worker's environment: its slot, from 1 (kept across restarts, as PM2's instance number). */
export const WORKER_ID_ENV = 'FW_WORKER_ID';
/** The port every worker binds, chosen by the primary (so `listen(0)` gives all of them one port). */
export const WORKER_PORT_ENV = 'FW_WORKER_PORT';

export interface WorkerMarker {
  readonly id: number;
  readonly port: number;
}

// A child spawned by hand inherits the environment but not the IPC channel: both are required.
export function readWorkerMarker(
  env: Record<string, string | undefined>,
  hasChannel: boolean,
): WorkerMarker | undefined {
  const id = Number(env[WORKER_ID_ENV]);
  const port = Number(env[WORKER_PORT_ENV]);
  if (!hasChannel || !(Number.isInteger(id) && id >= 1) || !(Number.isInteger(port) && port > 0)) return undefined;
  return { id, port };
}

export function readOwnMarker(): WorkerMarker | undefined {
  return readWorkerMarker(process.env, typeof process.send === 'function');
}
