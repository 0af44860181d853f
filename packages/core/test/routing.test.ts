import { describe, expect, test } from 'bun:test';
import { Controller, Delete, Fw, Get, Head, Options, Param, Patch, Post, Put } from '../src/index.ts';
import { startApp } from './helpers.ts';

@Controller('/:id/posts/')
class PostsController {
  @Get() list() {
    return 'posts';
  }
  @Get(':postId') one(@Param('postId') postId: string, @Param() all: Record<string, string>) {
    return { postId, all };
  }
}

@Controller({ path: 'api//users', children: [PostsController] })
class UsersController {
  @Get() list() {
    return 'users';
  }
  @Get('/:id/') one(@Param('id') id: string) {
    return { id };
  }
  @Post() create() {
    return 'created';
  }
  @Put(':id') put() {
    return 'put';
  }
  @Patch(':id') patch() {
    return 'patch';
  }
  @Delete(':id') remove() {
    return 'deleted';
  }
  @Head('/probe') probe() {
    return new Response(null, { headers: { 'x-probe': '1' } });
  }
  @Options('/probe') options() {
    return 'options';
  }
}

@Controller()
class RootController {
  @Get() home() {
    return 'home';
  }
}

describe('path construction (spec rules 1-5)', () => {
  test('parent + controller + method path, normalized', async () => {
    await using s = await startApp([UsersController, RootController]);
    expect(await (await s.call('/api/users')).text()).toBe('users');
    expect(await (await s.call('/api/users/42')).json()).toEqual({ id: '42' });
    expect(await (await s.call('/')).text()).toBe('home');
  });

  test('a child is emitted under its parent, not at its own path', async () => {
    await using s = await startApp([UsersController, PostsController]);
    expect(await (await s.call('/api/users/7/posts')).text()).toBe('posts');
    const res = await s.call('/api/users/7/posts/9');
    expect(await res.json()).toEqual({ postId: '9', all: { id: '7', postId: '9' } });
    expect((await s.call('/7/posts')).status).toBe(404);
  });

  test('a grandchild listed beside its root is served only under its parent, however deep', async () => {
    @Controller('/c')
    class Grandchild {
      @Get() c() {
        return 'c';
      }
    }
    @Controller({ path: '/b', children: [Grandchild] })
    class Child {
      @Get() b() {
        return 'b';
      }
    }
    @Controller({ path: '/api/a', children: [Child] })
    class Root {
      @Get() a() {
        return 'a';
      }
    }
    await using s = await startApp([Root, Grandchild]);
    expect(await (await s.call('/api/a/b/c')).text()).toBe('c');
    expect((await s.call('/c')).status).toBe(404);
  });

  test('every method decorator routes its method', async () => {
    await using s = await startApp([UsersController]);
    for (const [method, expected] of [
      ['POST', 'created'],
      ['PUT', 'put'],
      ['PATCH', 'patch'],
      ['DELETE', 'deleted'],
      ['OPTIONS', 'options'],
    ]) {
      const path = method === 'POST' ? '/api/users' : method === 'OPTIONS' ? '/api/users/probe' : '/api/users/1';
      expect(await (await s.call(path, { method })).text()).toBe(expected);
    }
    const head = await s.call('/api/users/probe', { method: 'HEAD' });
    expect(head.headers.get('x-probe')).toBe('1');
  });

  test('params are percent-decoded', async () => {
    await using s = await startApp([UsersController]);
    expect(await (await s.call('/api/users/caf%C3%A9%20x')).json()).toEqual({ id: 'café x' });
  });

  test('an undecorated controller fails at listen()', async () => {
    class Plain {}
    await expect(new Fw().controllers([Plain]).listen(0)).rejects.toThrow(
      'Plain is listed as a controller but has no @Controller() decorator',
    );
  });

  test('a child cycle fails at listen()', async () => {
    const children: (new () => object)[] = [];
    @Controller({ path: 'a', children })
    class A {}
    @Controller({ path: 'b', children: [A] })
    class B {}
    children.push(B);
    await expect(new Fw().controllers([A]).listen(0)).rejects.toThrow('Controller children form a cycle: A → B → A');
  });

  test('a cycle whose classes are all listed fails at listen(), not with its routes gone', async () => {
    const children: (new () => object)[] = [];
    @Controller({ path: 'x', children })
    class X {
      @Get() x() {}
    }
    @Controller({ path: 'y', children: [X] })
    class Y {}
    children.push(Y);
    await expect(new Fw().controllers([X, Y]).listen(0)).rejects.toThrow('Controller children form a cycle: X → Y → X');
  });

  test('a listed controller hanging below a cycle fails at listen(), naming the cycle', async () => {
    const children: (new () => object)[] = [];
    @Controller('leaf')
    class Leaf {
      @Get() leaf() {}
    }
    @Controller({ path: 'q', children })
    class Q {}
    @Controller({ path: 'p', children: [Q, Leaf] })
    class P {}
    children.push(P);
    await expect(new Fw().controllers([Leaf, P, Q]).listen(0)).rejects.toThrow(
      'Controller children form a cycle: P → Q → P',
    );
  });

  test('a controller listed twice is one controller, as in NestJS', async () => {
    @Controller('twice')
    class Listed {
      @Get() one() {
        return 'one';
      }
    }
    await using s = await startApp([Listed], [], {}, (app) => app.controllers([Listed]));
    expect(await (await s.call('/twice')).text()).toBe('one');
  });

  test('two handlers on one method and path fail at listen(), naming both', async () => {
    @Controller('x')
    class Twice {
      @Get() a() {}
      @Get('/') b() {}
    }
    await expect(new Fw().controllers([Twice]).listen(0)).rejects.toThrow(
      'Duplicate route GET /x: declared by Twice.a() and by Twice.b()',
    );
  });
});

describe('unknown routes and methods', () => {
  test('unknown route: 404 JSON', async () => {
    await using s = await startApp([UsersController]);
    const res = await s.call('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, message: 'Cannot GET /api/nope' });
  });

  test('known path, wrong method: 405 with Allow (RFC 9110 §15.5.6)', async () => {
    await using s = await startApp([UsersController]);
    const res = await s.call('/api/users', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(await res.json()).toEqual({ statusCode: 405, message: 'Method DELETE is not allowed on /api/users' });
  });

  test('HEAD is answered from GET without a body', async () => {
    await using s = await startApp([UsersController]);
    const res = await s.call('/api/users', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

// Patterns that overlap: a static path with some methods beside a `:param` with others, and two
// patterns that differ only in the param name. The runtime's router lets a pattern without the
// method pass the request on; the in-process router must agree with it.
@Controller('/api/members')
class MembersController {
  @Get(':id') one(@Param('id') id: string) {
    return { one: id };
  }
  @Post('bulk') bulk() {
    return 'bulk';
  }
}

@Controller('/api/café')
class CafeController {
  @Get(':item') item(@Param('item') item: string) {
    return { menu: item };
  }
}

@Controller('/api/admins')
class AdminsReadController {
  @Get(':id') one(@Param('id') id: string) {
    return { read: id };
  }
}

@Controller('/api/admins')
class AdminsWriteController {
  @Delete(':adminId') remove(@Param('adminId') adminId: string) {
    return { removed: adminId };
  }
}

// Overlapping patterns where Bun's router decides at the first segment that differs (static before
// `:param`), not by counting static segments.
@Controller('/api/overlap')
class OverlapController {
  @Get(':x/c/d') xcd() {
    return ':x/c/d';
  }
  @Get('b/:y/:z') byz() {
    return 'b/:y/:z';
  }
  @Get(':x/c') xc() {
    return ':x/c';
  }
  @Get('b/:y') by() {
    return 'b/:y';
  }
}

// Characters a client percent-encodes in a path: the route is stored in the encoded form.
@Controller('/api/files')
class FilesController {
  @Get('my file') spaced() {
    return 'spaced';
  }
  @Get('{draft} "v2" <old>^`') marked() {
    return 'marked';
  }
  @Get('my file/:part') part(@Param('part') part: string) {
    return { part };
  }
}

const matchingControllers = [
  MembersController,
  AdminsReadController,
  AdminsWriteController,
  CafeController,
  OverlapController,
  FilesController,
];

describe('matching, over a socket and in-process alike', () => {
  const apps = {
    server: async () => {
      const s = await startApp(matchingControllers);
      return { call: s.call, stop: () => s.app.stop() };
    },
    'in-process fetch()': async () => {
      const app = new Fw().controllers(matchingControllers);
      return {
        call: (path: string, init?: RequestInit) => app.fetch(new Request(`http://local${path}`, init)),
        stop: async () => {},
      };
    },
  };
  for (const [name, start] of Object.entries(apps)) {
    test(`a path without the method falls through to the next pattern; 405 lists every pattern's methods (${name})`, async () => {
      const { call, stop } = await start();
      try {
        const read = async (path: string, method = 'GET') => {
          const res = await call(path, { method });
          return [
            res.status,
            res.headers.get('allow'),
            res.status === 405 ? (await res.json()).statusCode : await res.text(),
          ];
        };
        expect(await read('/api/members/bulk')).toEqual([200, null, '{"one":"bulk"}']);
        expect(await read('/api/members/bulk', 'POST')).toEqual([201, null, 'bulk']);
        expect(await read('/api/members/bulk', 'PUT')).toEqual([405, 'GET, HEAD, POST', 405]);
        expect(await read('/api/admins/7')).toEqual([200, null, '{"read":"7"}']);
        expect(await read('/api/admins/7', 'DELETE')).toEqual([200, null, '{"removed":"7"}']);
        expect(await read('/api/admins/7', 'PATCH')).toEqual([405, 'GET, HEAD, DELETE', 405]);
      } finally {
        await stop();
      }
    });
  }

  for (const [name, start] of Object.entries(apps)) {
    test(`a path with non-ASCII characters is routed in its percent-encoded form, as requests carry it (${name})`, async () => {
      const { call, stop } = await start();
      try {
        const res = await call('/api/café/crème');
        expect([res.status, await res.text()]).toEqual([200, '{"menu":"crème"}']);
      } finally {
        await stop();
      }
    });
  }

  for (const [name, start] of Object.entries(apps)) {
    test(`overlapping patterns: the first segment where they differ decides, static before :param (${name})`, async () => {
      const { call, stop } = await start();
      try {
        const paths = [
          '/api/overlap/b/c/d',
          '/api/overlap/b/c',
          '/api/overlap/q/c/d',
          '/api/overlap/q/c',
          '/api/overlap/b/q',
        ];
        const answers = await Promise.all(paths.map(async (path) => (await call(path)).text()));
        expect(answers).toEqual(['b/:y/:z', 'b/:y', ':x/c/d', ':x/c', 'b/:y']);
      } finally {
        await stop();
      }
    });
  }

  for (const [name, start] of Object.entries(apps)) {
    test(`a path with characters a client percent-encodes (space, quotes, braces) is routed as requests carry it (${name})`, async () => {
      const { call, stop } = await start();
      try {
        const read = async (path: string) => {
          const res = await call(path);
          return [res.status, await res.text()];
        };
        expect(await read('/api/files/my file')).toEqual([200, 'spaced']);
        expect(await read('/api/files/my%20file')).toEqual([200, 'spaced']);
        expect(await read('/api/files/{draft} "v2" <old>^`')).toEqual([200, 'marked']);
        expect(await read('/api/files/my file/a b')).toEqual([200, '{"part":"a b"}']);
      } finally {
        await stop();
      }
    });
  }

  test('a path no request can carry as written (?, #, \\, ..) fails at listen(), naming the route', async () => {
    @Controller('/api/search')
    class SearchController {
      @Get(':id?') find() {
        return 'find';
      }
    }
    await expect(new Fw().controllers([SearchController]).listen(0)).rejects.toThrow(
      'Route GET "/api/search/:id?" (SearchController.find()) has "?", which no request path carries: a URL reads it as the start of the query. Optional params are not supported: declare both routes, one with :id and one without it.',
    );
    const raw = new Fw().route('GET', '/docs#intro', new Response('intro'));
    await expect(raw.fetch(new Request('http://local/docs'))).rejects.toThrow(
      'Route GET "/docs#intro" (app.route()) has "#", which no request path carries: a URL reads it as the start of the fragment. Remove it.',
    );
    @Controller('/files/../admin')
    class DotsController {
      @Get() list() {
        return 'admin';
      }
    }
    await expect(new Fw().controllers([DotsController]).listen(0)).rejects.toThrow(
      'Route GET "/files/../admin" (DotsController.list()) has the segment "..", which no request path carries: a URL removes "." and ".." segments (RFC 3986 §5.2.4). Remove it.',
    );
  });

  test('routes are the controller own methods: method decorators of a base class are not inherited', async () => {
    class BaseResource {
      @Get('inherited') inherited() {
        return 'base';
      }
    }
    @Controller('/api/sub')
    class SubResource extends BaseResource {
      @Get('own') own() {
        return 'own';
      }
    }
    await using s = await startApp([SubResource]);
    expect([(await s.call('/api/sub/own')).status, (await s.call('/api/sub/inherited')).status]).toEqual([200, 404]);
  });

  test('two routes on one method whose paths differ only in param names fail at listen()', async () => {
    @Controller('/api/admins')
    class AdminsAgainController {
      @Get(':adminId') again() {
        return 'again';
      }
    }
    const app = new Fw().controllers([AdminsReadController, AdminsAgainController]);
    await expect(app.listen(0)).rejects.toThrow(
      'Duplicate route GET /api/admins/:adminId: AdminsReadController.one() declares it as /api/admins/:id, and a router cannot tell routes apart by their param names (declared again by AdminsAgainController.again())',
    );
  });
});

describe('raw routes', () => {
  test('route() with a fixed Response, a handler, and "*"', async () => {
    await using s = await startApp([UsersController], [], {}, (app) => {
      app.route('GET', '/health', new Response('ok', { headers: { 'x-static': 'yes' } }));
      app.route('GET', '/time', () => new Response(`t=${performance.now()}`));
      app.route('*', '/any', (request) => new Response(request.method));
    });
    const first = await s.call('/health');
    expect([await first.text(), first.headers.get('x-static')]).toEqual(['ok', 'yes']);
    expect(await (await s.call('/health')).text()).toBe('ok');
    const a = await (await s.call('/time')).text();
    const b = await (await s.call('/time')).text();
    expect(a).not.toBe(b);
    expect(await (await s.call('/any', { method: 'PATCH' })).text()).toBe('PATCH');
  });

  test('addRoutes() takes Bun’s routes shape', async () => {
    await using s = await startApp([], [], {}, (app) =>
      app.addRoutes({
        '/robots.txt': new Response('User-agent: *'),
        '/echo': { POST: async (request) => new Response(await request.text()) },
      }),
    );
    expect(await (await s.call('/robots.txt')).text()).toBe('User-agent: *');
    expect(await (await s.call('/echo', { method: 'POST', body: 'hi' })).text()).toBe('hi');
    const wrong = await s.call('/echo');
    expect([wrong.status, wrong.headers.get('allow')]).toEqual([405, 'POST']);
  });

  test('a raw handler reads its :param values on request.params, over the socket and in app.fetch() alike', async () => {
    await using s = await startApp([], [], {}, (app) =>
      app.route('GET', '/files/:dir/:name', (request) => Response.json(request.params)),
    );
    const expected = { dir: 'docs', name: 'a b' };
    expect(await (await s.call('/files/docs/a%20b')).json()).toEqual(expected);
    expect(await (await s.app.fetch(new Request('http://local/files/docs/a%20b'))).json()).toEqual(expected);
  });

  test('a method fw does not route (lower case, unknown) fails where the route is added, naming it', () => {
    const app = new Fw();
    expect(() => app.addRoutes({ '/raw/:id': { get: () => new Response() } } as never)).toThrow(
      `app.addRoutes(): "get" on /raw/:id is not a method fw routes; use one of GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS (upper case) or '*'`,
    );
    expect(() => app.route('FETCH' as never, '/x', new Response())).toThrow(
      'app.route(): "FETCH" on /x is not a method fw routes',
    );
  });

  test('a controller wins over a raw route on the same method and path', async () => {
    await using s = await startApp([UsersController], [], {}, (app) =>
      app.route('GET', '/api/users', new Response('raw')),
    );
    expect(await (await s.call('/api/users')).text()).toBe('users');
  });

  test('a raw route that throws answers 500 JSON', async () => {
    const logged: unknown[] = [];
    await using s = await startApp([], [], { logger: { error: (...data) => logged.push(data) } }, (app) =>
      app.route('GET', '/boom', () => {
        throw new Error('secret');
      }),
    );
    const res = await s.call('/boom');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ statusCode: 500, message: 'Internal Server Error' });
    expect(logged.length).toBe(1);
  });

  test('registering after listen() is refused', async () => {
    await using s = await startApp([]);
    expect(() => s.app.route('GET', '/late', new Response())).toThrow(
      'route() must be called before listen() or the first fetch()',
    );
  });
});

describe('in-process fetch()', () => {
  test('answers like the server, without listen()', async () => {
    const app = new Fw().controllers([UsersController]);
    app.route('GET', '/fixed', new Response('fixed'));
    expect(await (await app.fetch(new Request('http://local/api/users/5'))).json()).toEqual({ id: '5' });
    expect(await (await app.fetch(new Request('http://local/fixed'))).text()).toBe('fixed');
    expect(await (await app.fetch(new Request('http://local/fixed'))).text()).toBe('fixed');
    const wrong = await app.fetch(new Request('http://local/api/users', { method: 'PUT' }));
    expect([wrong.status, wrong.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST']);
    expect((await app.fetch(new Request('http://local/zzz'))).status).toBe(404);
    const head = await app.fetch(new Request('http://local/api/users', { method: 'HEAD' }));
    expect([head.status, await head.text()]).toEqual([200, '']);
  });
});
