// A static server in a process of its own, so a test reads this server's memory alone (VmRSS).
import { Fw } from '@fw/core';
import type { StaticOptions } from '../../src/index.ts';
import { StaticPlugin } from '../../src/index.ts';

const options = JSON.parse(process.argv[2] ?? '{}') as StaticOptions;
const app = new Fw({ logger: { error: () => undefined } });
app.use(await StaticPlugin.create(options));
await app.listen(0);
console.log(`ready ${app.port}`);
