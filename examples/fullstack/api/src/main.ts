import { node } from '@fw/core/node';
import { createApp } from './app.ts';
import { readClusterMode } from './cluster.ts';

// The process picks the runtime: Bun runs src/main.ts (`npm start`), Node the compiled dist/main.js (`start:node`).
const onNode = process.versions.bun === undefined;

// PORT=0 picks a free port (the end-to-end tests use it); the URL line below tells which.
const port = Number(process.env.PORT ?? 3000);
const cluster = readClusterMode(process.env);
const app = await createApp(cluster, onNode ? node() : undefined);
await app.listen(port, { workers: cluster?.workers });
// Under workers this file runs in the primary and in each worker (the primary re-runs it): each says who it is.
const shape = process.env.NODE_ENV ?? 'development';
const runtime = onNode ? `Node ${process.versions.node}` : `Bun ${process.versions.bun}`;
const mode = cluster ? `${shape}, ${cluster.workers} workers sharing rooms through Redis` : shape;
if (app.workerId === undefined) console.log(`fw full-stack example (${mode}, ${runtime}) listening on ${app.url}`);
else console.log(`worker ${app.workerId} (pid ${process.pid}) listening`);

const stop = async (): Promise<void> => {
  await app.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
