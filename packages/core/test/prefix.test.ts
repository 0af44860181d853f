import { describe, expect, test } from 'bun:test';
import { Controller, Fw, FwError, Get, Param, type FwPlugin } from '../src/index.ts';
import type { ControllerRouteInfo } from '../src/plugin/index.ts';
import { openApp, TRANSPORTS } from './helpers.ts';

@Controller('/:userId/posts')
class PostsController {
  @Get() list(@Param('userId') userId: string) {
    return [{ userId }];
  }
}

@Controller({ path: '/users', children: [PostsController] })
class UsersController {
  @Get() list() {
    return [{ id: '1' }];
  }
}

@Controller()
class RootController {
  @Get('health') health() {
    return { ok: true };
  }
}

/** What a plugin sees: the routes as served, and whether `isApiPath` claims a path for the API. */
function probe(seen: { routes?: readonly ControllerRouteInfo[]; api?: boolean[] }): FwPlugin {
  return {
    name: 'probe',
    setup(host) {
      seen.routes = host.controllerRoutes();
      seen.api = ['/api/anything', '/users', '/'].map((path) => host.isApiPath(path));
      host.fallback((request) => (new URL(request.url).pathname === '/users' ? new Response('spa page') : undefined));
    },
  };
}

describe('new Fw({ prefix }) puts a path before every controller route', () => {
  for (const transport of TRANSPORTS) {
    test(`${transport}: controllers and their children answer under the prefix; raw routes do not get it`, async () => {
      const seen: { routes?: readonly ControllerRouteInfo[]; api?: boolean[] } = {};
      await using s = await openApp(transport, [UsersController, RootController], [], { prefix: '/api' }, (app) => {
        app.route('GET', '/healthz', new Response('raw'));
        app.use(probe(seen));
      });
      expect(await (await s.call('/api/users')).json()).toEqual([{ id: '1' }]);
      expect(await (await s.call('/api/users/7/posts')).json()).toEqual([{ userId: '7' }]);
      expect(await (await s.call('/api/health')).json()).toEqual({ ok: true });
      expect(await (await s.call('/healthz')).text()).toBe('raw');
      expect((await s.call('/api/healthz')).status).toBe(404);
      // Outside the prefix the plugin's fallback answers; under it a miss is the API's 404 JSON.
      expect(await (await s.call('/users')).text()).toBe('spa page');
      expect((await s.call('/api/nope')).status).toBe(404);
      const paths = ['/api/users', '/api/users/:userId/posts', '/api/health'];
      expect(seen.routes?.map((route) => route.path)).toEqual(paths);
      expect(seen.api).toEqual([true, false, false]);
    });
  }

  test('the prefix is normalised like a controller path; "/" and "" are none', async () => {
    const cases = [
      ['api/', '/api/users'],
      ['//api//v1/', '/api/v1/users'],
      ['/', '/users'],
      ['', '/users'],
    ] as const;
    for (const [prefix, path] of cases) {
      const app = new Fw({ prefix }).controllers([UsersController]);
      expect([prefix, (await app.fetch(new Request(`http://local${path}`))).status]).toEqual([prefix, 200]);
    }
  });

  test('a prefix no request path can carry fails new Fw(), naming it and why', async () => {
    const cases = [
      ['..', 'has the segment "..", which no request path carries: a URL removes "." and ".." segments'],
      ['/api/./v1', 'has the segment ".", which no request path carries'],
      ['/api?v=1', 'has "?", which no request path carries: a URL reads it as the start of the query'],
      ['/api\\v1', 'has "\\\\", which no request path carries: a URL reads it as "/"'],
    ];
    for (const [prefix, reason] of cases) {
      expect(() => new Fw({ prefix })).toThrow(
        `@fw/core: Invalid Fw option prefix: ${JSON.stringify(prefix)} ${reason}`,
      );
    }
    await using server = await openApp('socket', [UsersController], [], { prefix: '/api.v1/...' });
    expect((await server.call('/api.v1/.../users')).status).toBe(200);
  });

  test('a prefix that is not a string fails new Fw(), naming it', () => {
    expect(() => new Fw({ prefix: 42 as unknown as string })).toThrow(FwError);
    const numeric = () => new Fw({ prefix: 42 as unknown as string });
    expect(numeric).toThrow("Invalid Fw option prefix: 42; expected a path such as '/api'");
  });
});
