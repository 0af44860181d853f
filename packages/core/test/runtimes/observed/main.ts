// One app with `log` on, served by the runtime FW_RUNTIME names: each answer carries its request id.
// Observed, each route runs in the instrumented wrapper: a raw route's params must still reach it.
import { Controller, Fw, Get, HttpCode, Use, type Middleware } from '@fw/core';
import type { HttpRuntime } from '@fw/core/plugin';

const stamp: Middleware = async (_ctx, next) => {
  const response = await next();
  response.headers.set('x-stamped', 'yes');
  return response;
};

@Controller('/plain')
class PlainController {
  @Get('json') json() {
    return { plain: true };
  }

  @Get('text') text() {
    return 'héllo';
  }

  @Get('nothing') nothing() {}

  @Get('created') @HttpCode(201) created() {
    return { made: true };
  }

  @Get('stamped') @Use(stamp) stamped() {
    return 'stamped';
  }
}

const lines: string[] = [];
const runtime: HttpRuntime | undefined =
  process.env.FW_RUNTIME === 'node' ? (await import('@fw/core/node')).node() : undefined;
const app = new Fw({ runtime, log: { write: (line) => lines.push(line) } })
  .controllers([PlainController])
  .route('GET', '/raw/lines', () => Response.json(lines.splice(0).map((line) => JSON.parse(line))))
  // Raw routes read `request.params`, as Bun's router sets them.
  .route('GET', '/raw/users/:id', (request) => Response.json((request as Request & { params: unknown }).params));
await app.listen(0);
console.log(`listening ${app.url} port ${app.port}`);
