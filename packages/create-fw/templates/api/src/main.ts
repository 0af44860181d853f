import { Client } from '@fw/client';
import { createApp } from './app.ts';

const app = createApp();
// Rewrites src/generated/app.ts at start and whenever a controller changes; off under NODE_ENV=production.
app.use(Client());
await app.listen(Number(process.env.PORT ?? 3000));
console.log(`API listening on ${app.url}`);
