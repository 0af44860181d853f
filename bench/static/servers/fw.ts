// fw with @fw/static in its default production shape: alwaysStatic (files in memory, Bun's native routes), spa.
import { Fw } from '@fw/core';
import { StaticPlugin } from '@fw/static';

const app = new Fw();
app.use(await StaticPlugin.create({ root: process.env.ROOT ?? '', spa: true }));
await app.listen(Number(process.env.PORT));
console.log(`ready ${app.port}`);
