import { createApp } from './app.ts';

const app = await createApp();
await app.listen(Number(process.env.PORT ?? 3000));
console.log(`${process.env.NODE_ENV ?? 'development'}: listening on ${app.url}`);
