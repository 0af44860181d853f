import { describe, expect, test } from 'bun:test';
import { Controller, cors, Delete, Fw, Get, Param, type Middleware } from '../src/index.ts';
import { ON_NODE } from './helpers.ts';
import { sendRaw } from './raw-http.ts';

// RFC 9110 §9.1: method names are case-sensitive. A method fw does not route must never reach a handler,
// a middleware's guard or a plugin fallback as if it were another one.

const ran: string[] = [];

@Controller('/api/users')
class UsersController {
  @Get() list() {
    ran.push('list');
    return ['ada'];
  }
  @Get(':id') one(@Param('id') id: string) {
    ran.push('one');
    return { id };
  }
  @Delete(':id') remove(@Param('id') id: string) {
    ran.push(`remove ${id}`);
  }
}

const seen: Middleware = (ctx) => void ran.push(`middleware ${ctx.method}`);
const NOT_IMPLEMENTED = 'is not implemented; this server routes GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

function createApp(): Fw {
  const app = new Fw().controllers([UsersController]);
  app.use(cors()).use(seen);
  // A fallback that would answer anything, as a SPA fallback answers GET.
  const fallback = () => (ran.push('fallback'), new Response('fallback'));
  app.use({ name: 'catch-all', setup: (host) => host.fallback(fallback) });
  app.route('*', '/raw/:id', (request) => Response.json({ method: request.method, params: request.params }));
  // Fixed responses under HEAD, as the static plugin registers its files: given to Bun 1.4.5 as they
  // are, they made its server take `FOO` for GET and `delete` for DELETE on every path.
  app.route(['GET', 'HEAD'], '/file.txt', new Response('file'));
  app.route('HEAD', '/probe', new Response(null, { headers: { 'x-probe': '1' } }));
  return app;
}

async function listen() {
  const app = await createApp().listen(0);
  return { port: app.port, [Symbol.asyncDispose]: () => app.stop() };
}

describe('over a raw socket', () => {
  // Node's parser answers them 400 itself (README "Running on Node").
  test('lower-case and unknown methods reach nothing: Bun closes the connection unanswered, Node says 400', async () => {
    await using s = await listen();
    ran.length = 0;
    const sent = [
      ['delete', '/api/users/2'],
      ['get', '/api/users'],
      ['FOO', '/api/users'],
      ['Get', '/x'],
      ['FOO', '/file.txt'],
    ];
    for (const [method, target] of sent) {
      const answer = await sendRaw(s.port, target, { method });
      expect([method, target, answer.status]).toEqual([method, target, ON_NODE ? 400 : 0]);
    }
    expect(ran).toEqual([]);
  });

  test('a method Bun parses but fw does not route answers 501 JSON, before any 405, fallback or handler', async () => {
    await using s = await listen();
    for (const [method, target] of [
      ['PROPFIND', '/api/users'],
      ['QUERY', '/api/users/2'],
      ['TRACE', '/x'],
      ['PURGE', '/no'],
    ]) {
      ran.length = 0;
      const answer = await sendRaw(s.port, target, { method, headers: { origin: 'https://app.example' } });
      const message = `Method "${method}" ${NOT_IMPLEMENTED} (method names are case-sensitive)`;
      expect([method, answer.status, JSON.parse(answer.body)]).toEqual([method, 501, { statusCode: 501, message }]);
      // Through the global middleware, like the core's 404 and 405, so CORS headers are on it.
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(ran).toEqual([`middleware ${method}`]);
    }
  });

  test('GET, HEAD, DELETE, a known method a path lacks (405) and a CORS preflight still work', async () => {
    await using s = await listen();
    ran.length = 0;
    const get = await sendRaw(s.port, '/api/users');
    expect([get.status, get.body]).toEqual([200, '["ada"]']);
    const head = await sendRaw(s.port, '/api/users/7', { method: 'HEAD' });
    expect([head.status, head.body, head.headers['content-length']]).toEqual([200, '', '10']);
    expect((await sendRaw(s.port, '/api/users/2', { method: 'DELETE' })).status).toBe(204);
    const put = await sendRaw(s.port, '/api/users/2', { method: 'PUT' });
    expect([put.status, put.headers.allow]).toEqual([405, 'GET, HEAD, DELETE']);
    const preflight = await sendRaw(s.port, '/api/users/2', {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'DELETE' },
    });
    const allowed = preflight.headers['access-control-allow-methods'];
    expect([preflight.status, allowed]).toEqual([204, 'GET, HEAD, PUT, PATCH, POST, DELETE']);
    expect(ran.filter((step) => !step.startsWith('middleware'))).toEqual(['list', 'one', 'remove 2']);
  });

  test('fixed responses under HEAD still answer HEAD, with the GET headers and no body', async () => {
    await using s = await listen();
    const file = await sendRaw(s.port, '/file.txt', { method: 'HEAD' });
    expect([file.status, file.body, file.headers['content-length']]).toEqual([200, '', '4']);
    expect((await sendRaw(s.port, '/file.txt')).body).toBe('file');
    const probe = await sendRaw(s.port, '/probe', { method: 'HEAD' });
    expect([probe.status, probe.headers['x-probe']]).toEqual([200, '1']);
  });

  test("a raw route's '*' receives any method Bun parses, as sent, with its params", async () => {
    await using s = await listen();
    for (const method of ['GET', 'DELETE', 'PROPFIND', 'QUERY']) {
      const answer = await sendRaw(s.port, '/raw/7', { method });
      expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { method, params: { id: '7' } }]);
    }
  });
});

describe('in-process app.fetch()', () => {
  // Bun's `Request` upper-cases `delete` and turns `FOO` into GET before fw sees it; a request that
  // keeps its spelling (another runtime's, or a future Bun's) must still not pass for DELETE.
  const spelled = (method: string, path: string) =>
    Object.defineProperty(new Request(`http://local${path}`, { method: 'POST' }), 'method', { value: method });

  test('a method fw does not route, lower case included, answers 501 and runs nothing', async () => {
    const app = createApp();
    for (const [method, path] of [
      ['delete', '/api/users/2'],
      ['get', '/api/users'],
      ['FOO', '/x'],
      ['PROPFIND', '/'],
    ]) {
      ran.length = 0;
      const response = await app.fetch(spelled(method, path));
      expect([method, response.status]).toEqual([method, 501]);
      expect(ran).toEqual([`middleware ${method}`]);
    }
  });

  test("a raw route's '*' receives them as sent", async () => {
    const app = createApp();
    const response = await app.fetch(spelled('delete', '/raw/3'));
    expect(await response.json()).toEqual({ method: 'delete', params: { id: '3' } });
  });
});
