import { CLUSTER_WORKERS } from '../../api/src/cluster.ts';
import { apiDir } from './paths.ts';
import { serve, type Served } from './serve.ts';
import { buildWeb } from './web-build.ts';

/** The example in cluster mode: a primary that serves nothing and its workers, on one port. */
export interface ClusterApp extends Served {
  /** Worker id → pid, from the line each worker prints once it listens. */
  workers(): Promise<ReadonlyMap<number, number>>;
}

const WORKER_LINE = /^worker (\d+) \(pid (\d+)\) listening$/gm;

/**
 * `npm run start:cluster` in `api/` (the root script builds first; here the build is shared), with a free
 * port and `REDIS_URL` pointing at the test's own redis-server. It runs in a process group of its own
 * (npm → sh → bun primary → workers), which `stop()` ends.
 */
export async function startClusterApp(redisUrl: string): Promise<ClusterApp> {
  const app = await serve('npm', ['run', 'start:cluster'], {
    cwd: apiDir,
    env: { ...process.env, REDIS_URL: redisUrl, PORT: '0', WEB_DIST: buildWeb() },
    announces: /listening on (http:\/\/\S+)/,
  });
  const workers = async (): Promise<ReadonlyMap<number, number>> => {
    // The primary announces once every worker reported over IPC; a worker prints its own line just after.
    for (let tries = 0; tries < 200; tries++) {
      const found = new Map([...app.output().matchAll(WORKER_LINE)].map(([, id, pid]) => [Number(id), Number(pid)]));
      if (found.size === CLUSTER_WORKERS) return found;
      await Bun.sleep(25);
    }
    throw new Error(`expected ${CLUSTER_WORKERS} "worker N (pid P) listening" lines:\n${app.output()}`);
  };
  return { ...app, workers };
}
