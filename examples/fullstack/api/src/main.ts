import { createApp } from './app.ts';

// PORT=0 picks a free port (the end-to-end tests use it); the URL line below tells which.
const port = Number(process.env.PORT ?? 3000);
const app = await createApp();
await app.listen(port);
console.log(`fw full-stack example (${process.env.NODE_ENV ?? 'development'}) listening on ${app.url}`);

const stop = async (): Promise<void> => {
  await app.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
