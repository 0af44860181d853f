// PluginHost.controllerRoutes(): what a plugin (the @fw/client server plugin) reads to compare the
// app's controller routes with something else, on a real app started with listen().
import { expect, test } from 'bun:test';
import { Controller, Fw, Get, Head, Post, type FwPlugin } from '../src/index.ts';
import type { ControllerRouteInfo, PluginHost } from '../src/plugin/index.ts';

@Controller('posts/')
class PostsController {
  @Get(':postId')
  one() {
    return 'post';
  }
}

@Controller({ path: '/api/users', children: [PostsController] })
class UsersController {
  @Get()
  list() {
    return [];
  }

  @Post()
  @Head('/')
  create() {
    return 'created';
  }

  @Get('café')
  accented() {
    return 'é';
  }
}

@Controller('/api/unused')
class UnusedController {
  @Get()
  list() {
    return [];
  }
}

test('controllerRoutes() lists the registered controller routes with declared paths, classes and handlers; raw routes are not in it', async () => {
  const seen: { atSetup?: readonly ControllerRouteInfo[]; atListen?: readonly ControllerRouteInfo[] } = {};
  const plugin: FwPlugin = {
    name: 'reader',
    setup(host: PluginHost) {
      seen.atSetup = host.controllerRoutes();
      host.route('GET', '/raw', new Response('raw'));
      host.onListen(() => void (seen.atListen = host.controllerRoutes()));
    },
  };
  const app = new Fw().controllers([UsersController]).use(plugin);
  app.route('GET', '/ping', () => new Response('pong'));
  await app.listen(0);
  try {
    const expected: ControllerRouteInfo[] = [
      { method: 'GET', path: '/api/users', controller: 'UsersController', handler: 'list' },
      { method: 'HEAD', path: '/api/users', controller: 'UsersController', handler: 'create' },
      { method: 'POST', path: '/api/users', controller: 'UsersController', handler: 'create' },
      // Declared, not encoded: the route table holds /api/users/caf%C3%A9.
      { method: 'GET', path: '/api/users/café', controller: 'UsersController', handler: 'accented' },
      { method: 'GET', path: '/api/users/posts/:postId', controller: 'PostsController', handler: 'one' },
    ];
    const sorted = (routes: readonly ControllerRouteInfo[] | undefined) =>
      [...(routes ?? [])].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    expect(sorted(seen.atListen)).toEqual(expected);
    expect(sorted(seen.atSetup)).toEqual(expected);
    expect(seen.atListen?.some((route) => route.controller === UnusedController.name)).toBe(false);
    // The paths listed are the ones served.
    const served = await fetch(new URL('/api/users/caf%C3%A9', app.url));
    expect(await served.text()).toBe('é');
  } finally {
    await app.stop();
  }
});
