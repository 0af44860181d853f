import { createApp } from './app.ts';
import { readClusterMode } from './cluster.ts';

// PORT=0 picks a free port (the end-to-end tests use it); the URL line below tells which.
const port = Number(process.env.PORT ?? 3000);
const cluster = readClusterMode(process.env);
const app = await createApp(cluster);
await app.listen(port, { workers: cluster?.workers });
// Under workers this file runs in the primary and in each worker (the primary re-runs it): each says who it is.
const shape = process.env.NODE_ENV ?? 'development';
const mode = cluster ? `${shape}, ${cluster.workers} workers sharing rooms through Redis` : shape;
if (app.workerId === undefined) console.log(`fw full-stack example (${mode}) listening on ${app.url}`);
else console.log(`worker ${app.workerId} (pid ${process.pid}) listening`);

const stop = async (): Promise<void> => {
  await app.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
