import { createToken } from '@fw/core';

/** Cluster mode: `workers` processes sharing the port, the chat's rooms carried between them by Redis. */
export interface ClusterMode {
  readonly redisUrl: string;
  readonly workers: number;
}

/** Two processes, the shape; on a machine with cores to spare `'auto'` (one per core) is the usual choice. */
export const CLUSTER_WORKERS = 2;

/**
 * `REDIS_URL` switches cluster mode on; unset or empty, the example is the one process it always was.
 *
 * @example
 * readClusterMode({ REDIS_URL: 'redis://127.0.0.1:6379' }); // { redisUrl: 'redis://127.0.0.1:6379', workers: 2 }
 */
export function readClusterMode(env: Record<string, string | undefined>): ClusterMode | undefined {
  const redisUrl = env.REDIS_URL;
  if (redisUrl === undefined || redisUrl === '') return undefined;
  return { redisUrl, workers: CLUSTER_WORKERS };
}

/** Which process of the app this is: its worker id (`undefined` in one process) and its pid. */
export interface ServerProcess {
  readonly workerId: number | undefined;
  readonly pid: number;
}

/** Injected into the chat gateway, whose welcome message names the process a socket landed on. */
export const SERVER_PROCESS = createToken<ServerProcess>('SERVER_PROCESS');
