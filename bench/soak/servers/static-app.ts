/** The soak's static app, on 127.0.0.1 only: @fw/static over ROOT, `alwaysStatic` from ALWAYS_STATIC. */
import { Fw } from '@fw/core';
import { StaticPlugin } from '@fw/static';

const app = new Fw({ hostname: '127.0.0.1' });
const alwaysStatic = process.env.ALWAYS_STATIC === 'true';
app.use(await StaticPlugin.create({ root: process.env.ROOT ?? '', alwaysStatic }));
await app.listen(Number(process.env.PORT));
console.log(`ready ${app.port}`);
