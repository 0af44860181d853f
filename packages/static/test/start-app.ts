import { Controller, Fw, Get } from '@fw/core';
import type { StaticOptions } from '../src/index.ts';
import { StaticPlugin } from '../src/index.ts';

@Controller('/api/users')
class UsersController {
  @Get()
  list(): { id: string; name: string }[] {
    return [{ id: '1', name: 'Ada' }];
  }
}

@Controller('/health')
class HealthController {
  @Get()
  check(): { ok: boolean } {
    return { ok: true };
  }
}

/** A real fw app on port 0: a controller under `/api`, one at `/health` (also a file of the build), one raw route shadowing a file, the plugin. */
export async function startApp(options: StaticOptions): Promise<Fw> {
  const app = new Fw({ logger: { error: () => undefined } });
  app.controllers([UsersController, HealthController]);
  app.route('GET', '/override.txt', () => new Response('from the route'));
  app.use(await StaticPlugin.create(options));
  return app.listen(0);
}
