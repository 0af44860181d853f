// fw with @fw/static and the options in STATIC_OPTIONS (JSON, `root` included): what bench/static/memory.ts measures.
import { Fw } from '@fw/core';
import { StaticPlugin } from '@fw/static';

const app = new Fw();
app.use(await StaticPlugin.create(JSON.parse(process.env.STATIC_OPTIONS ?? '{}')));
await app.listen(Number(process.env.PORT));
console.log(`ready ${app.port}`);
