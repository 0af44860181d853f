import { describe, expect, test } from 'bun:test';
import { Controller, Fw, Get, type FwPlugin, type Middleware } from '../src/index.ts';
import type { PluginHost } from '../src/plugin/index.ts';
import { ON_NODE, startApp } from './helpers.ts';

@Controller('/api/items')
class ItemsController {
  @Get() list() {
    return ['a'];
  }
}

class Counter {
  count = 0;
}

function plugin(name: string, setup: (host: PluginHost) => void): FwPlugin {
  return { name, setup };
}

describe('PluginHost', () => {
  test('provide a class or a value; resolve from onInit on, not before', async () => {
    let early: unknown;
    let resolved: Counter | undefined;
    const app = new Fw().use(
      plugin('di', (host) => {
        host.provide(Counter);
        host.provide('answer', 42);
        early = (() => {
          try {
            return host.resolve(Counter);
          } catch (error) {
            return (error as Error).message;
          }
        })();
        host.onInit(() => {
          resolved = host.resolve(Counter);
          expect(host.resolve<number>('answer')).toBe(42);
        });
      }),
    );
    await app.listen(0);
    await app.stop();
    expect(early).toBe('@fw/core: Cannot resolve Counter before the container is built: call resolve() from onInit on');
    expect(resolved).toBeInstanceOf(Counter);
    await expect(new Fw().use(plugin('bad', (host) => host.provide('token'))).listen(0)).rejects.toThrow(
      'provide("token") needs a value: only a class can be provided alone',
    );
  });

  test('a token provided twice, and an unknown token, are named', async () => {
    const twice = new Fw()
      .use(plugin('a', (host) => host.provide('config', 1)))
      .use(plugin('b', (host) => host.provide('config', 2)));
    await expect(twice.listen(0)).rejects.toThrow('"config" is provided twice');
    const unknown = new Fw().use(plugin('c', (host) => host.onInit(() => void host.resolve(Symbol('missing')))));
    await expect(unknown.listen(0)).rejects.toThrow('No provider for Symbol(missing)');
  });

  test('routes: controllers win; an overridable route yields to any other; a fixed Response is served', async () => {
    await using s = await startApp([ItemsController], [], {}, (app) =>
      app.use(
        plugin('routes', (host) => {
          host.route('GET', '/api/items', new Response('plugin'));
          host.route(['GET', 'HEAD'], '/file.txt', new Response('from file'), { overridable: true });
          host.route(['GET', 'HEAD'], '/shadowed', new Response('file'), { overridable: true });
          host.route('GET', '/shadowed', () => new Response('explicit', { headers: { 'x-from': 'explicit' } }));
          host.route('GET', '/first', new Response('first'), { overridable: true });
          host.route('GET', '/first', new Response('second'), { overridable: true });
        }),
      ),
    );
    expect(await (await s.call('/api/items')).json()).toEqual(['a']);
    expect(await (await s.call('/file.txt')).text()).toBe('from file');
    expect(await (await s.call('/shadowed')).text()).toBe('explicit');
    // HEAD follows the GET that won, not the weaker route's HEAD.
    const head = await s.call('/shadowed', { method: 'HEAD' });
    expect([head.status, head.headers.get('x-from'), head.headers.get('content-length')]).toEqual([
      200,
      'explicit',
      '8',
    ]);
    expect(await (await s.call('/first')).text()).toBe('first');
  });

  test('two plugins declaring one route fail at listen(), naming both', async () => {
    const app = new Fw()
      .use(plugin('one', (host) => host.route('GET', '/x', new Response('1'))))
      .use(plugin('two', (host) => host.route('GET', '/x', new Response('2'))));
    await expect(app.listen(0)).rejects.toThrow('Duplicate route GET /x: declared by plugin "one" and by plugin "two"');
  });

  test('an exclusive route fails listen() beside a controller, app.route() or another plugin, naming both; files yield to it', async () => {
    const owner = plugin('ws', (host) =>
      host.route('GET', '/api/items', () => new Response('ws'), { exclusive: true, label: 'gateway Items' }),
    );
    const conflict = (other: string) =>
      `Route conflict on GET /api/items: ${other} declares it, but gateway Items (plugin "ws") owns that method and path, and one would silently shadow the other. Give one of them another path.`;
    await expect(new Fw().controllers([ItemsController]).use(owner).listen(0)).rejects.toThrow(
      conflict('ItemsController.list()'),
    );
    await expect(new Fw().use(owner).route('*', '/api/items', new Response('raw')).listen(0)).rejects.toThrow(
      conflict('app.route()'),
    );
    const later = plugin('later', (host) => host.route('GET', '/api/items', new Response('later')));
    await expect(new Fw().use(owner).use(later).listen(0)).rejects.toThrow(conflict('plugin "later"'));
    await expect(
      new Fw()
        .use(plugin('one', (host) => host.route('GET', '/x', new Response('1'), { exclusive: true })))
        .route('GET', '/x', new Response('2'))
        .listen(0),
    ).rejects.toThrow('Route conflict on GET /x: app.route() declares it, but plugin "one" owns');
    const file = plugin('file', (host) =>
      host.route(['GET', 'HEAD'], '/api/items', new Response('file'), { overridable: true }),
    );
    await using s = await startApp([], [], {}, (app) =>
      app.use(file).use(owner).route('POST', '/api/items', new Response('posted')),
    );
    expect(await (await s.call('/api/items')).text()).toBe('ws');
    expect(await (await s.call('/api/items', { method: 'POST' })).text()).toBe('posted');
  });

  test('a fallback that passed because of a request header makes the 404 say Vary; other 404s do not', async () => {
    const negotiating = plugin('spa', (host) =>
      host.fallback((request, _server, pass) => {
        if (new URL(request.url).pathname.endsWith('.js')) return undefined;
        return request.headers.get('accept') === 'text/html' ? new Response('index.html') : pass.vary('Accept');
      }),
    );
    const seen: string[] = [];
    const recording: Middleware = async (ctx, next) => {
      const response = await next();
      seen.push(ctx.path);
      return response;
    };
    await using s = await startApp([ItemsController], [], {}, (app) => app.use(negotiating).use(recording));
    const miss = await s.call('/users/42', { headers: { accept: 'application/json' } });
    expect([miss.status, miss.headers.get('vary'), await miss.json()]).toEqual([
      404,
      'Accept',
      { statusCode: 404, message: 'Cannot GET /users/42' },
    ]);
    expect((await s.app.fetch(new Request('http://local/users/42'))).headers.get('vary')).toBe('Accept');
    const asset = await s.call('/app.js');
    expect([asset.status, asset.headers.get('vary')]).toEqual([404, null]);
    const api = await s.call('/api/nope');
    expect([api.status, api.headers.get('vary')]).toEqual([404, null]);
    expect(seen).toEqual(['/users/42', '/users/42', '/app.js', '/api/nope']);
  });

  test('fallbacks run in order outside the API prefixes; isApiPath uses the first segment', async () => {
    const seen: string[] = [];
    let api: PluginHost | undefined;
    await using s = await startApp([ItemsController], [], {}, (app) =>
      app.use(
        plugin('spa', (host) => {
          api = host;
          host.fallback((request) => {
            seen.push(new URL(request.url).pathname);
            return undefined;
          });
          host.fallback(() => new Response('index.html'));
        }),
      ),
    );
    expect(await (await s.call('/users/42')).text()).toBe('index.html');
    const miss = await s.call('/api/nope');
    expect([miss.status, await miss.json()]).toEqual([404, { statusCode: 404, message: 'Cannot GET /api/nope' }]);
    expect(seen).toEqual(['/users/42']);
    expect([api?.isApiPath('/api'), api?.isApiPath('/api/x/y'), api?.isApiPath('/apix'), api?.isApiPath('/')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  test('a non-ASCII API prefix counts as the API in the form requests carry it: a miss under it is a 404, not the SPA', async () => {
    @Controller('/café')
    class CafeController {
      @Get('menu') menu() {
        return 'menu';
      }
    }
    await using s = await startApp([CafeController], [], {}, (app) =>
      app.use(plugin('spa', (host) => host.fallback(() => new Response('index.html')))),
    );
    expect(await (await s.call('/café/menu')).text()).toBe('menu');
    const miss = await s.call('/café/nope');
    expect([miss.status, await miss.json()]).toEqual([404, { statusCode: 404, message: 'Cannot GET /caf%C3%A9/nope' }]);
    // The same prefix with its escapes in lower case (RFC 3986 §6.2.2.1) is the API too.
    const lowerMiss = await s.call('/caf%c3%a9/nope');
    expect([lowerMiss.status, await lowerMiss.json()]).toEqual([
      404,
      { statusCode: 404, message: 'Cannot GET /caf%c3%a9/nope' },
    ]);
    expect(await (await s.call('/caf%c3%a9/menu')).text()).toBe('menu');
  });

  // A handler of Bun's shape; Node's is made by startOnNode() (@fw/websocket's Node suite passes it through).
  if (!ON_NODE)
    test('the WebSocket handler is passed to the runtime', async () => {
      const opened: string[] = [];
      const ws = plugin('ws', (host) => {
        host.route('GET', '/ws', (request, server) =>
          server.upgrade(request) ? undefined : new Response('no', { status: 400 }),
        );
        host.websocket({ open: () => void opened.push('open'), message: () => {} });
      });
      await using s = await startApp([], [], {}, (app) => app.use(ws));
      const socket = new WebSocket(new URL('/ws', s.app.url.href.replace('http', 'ws')));
      await new Promise((resolve) => socket.addEventListener('open', resolve));
      socket.close();
      expect(opened).toEqual(['open']);
    });

  test('a second WebSocket handler is refused', async () => {
    const twice = new Fw()
      .use(plugin('ws', (host) => host.websocket({})))
      .use(plugin('ws2', (host) => host.websocket({})));
    await expect(twice.listen(0)).rejects.toThrow(
      'plugin "ws2": a WebSocket handler is already registered (one per app)',
    );
  });
});
