// @elysiajs/static with alwaysStatic (its production default) mounted at '/'.
import { staticPlugin } from '@elysiajs/static';
import { Elysia } from 'elysia';

const app = new Elysia().use(await staticPlugin({ assets: process.env.ROOT, prefix: '/', alwaysStatic: true }));
app.listen(Number(process.env.PORT));
console.log(`ready ${app.server?.port}`);
