import { Client } from '@fw/client';
import { createApp } from './app.ts';

const app = createApp();
// Under npm run dev: rewrites src/generated/app.ts at start and whenever a controller changes. npm start sets
// NODE_ENV=production, where it does nothing (the contract is npm run dev's or npm run generate's).
app.use(Client());
await app.listen(Number(process.env.PORT ?? 3000));
console.log(`API listening on ${app.url}`);
