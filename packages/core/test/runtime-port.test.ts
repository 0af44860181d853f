import { afterEach, describe, expect, test } from 'bun:test';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Body, Controller, Fw, FwError, Get, Param, Post } from '../src/index.ts';
import type { HttpRuntime, HttpServerHandle, RunningServer, ServeOptions } from '../src/plugin/index.ts';

// A runtime written against the port alone: `node:http` for the socket, fw's dispatcher for every request.
function createNodeHttpRuntime(seen: ServeOptions[] = []): HttpRuntime {
  return {
    name: 'node:http',
    async serve(options) {
      seen.push(options);
      let handle: HttpServerHandle | undefined;
      const server = createServer((incoming, outgoing) => {
        void answer(options, handle as HttpServerHandle, incoming, outgoing);
      });
      await new Promise<void>((resolve) => server.listen(options.port, options.hostname ?? '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      handle = {
        port,
        hostname: '127.0.0.1',
        url: new URL(`http://127.0.0.1:${port}/`),
        requestIP: () => null,
      };
      const running: RunningServer = {
        handle,
        drain: () => {},
        stop: (force) =>
          new Promise<void>((resolve) => {
            if (force) server.closeAllConnections();
            server.close(() => resolve());
            server.closeIdleConnections();
          }),
      };
      return running;
    },
  };
}

async function answer(
  options: ServeOptions,
  handle: HttpServerHandle,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
    headers.append(incoming.rawHeaders[i] as string, incoming.rawHeaders[i + 1] as string);
  }
  const body = chunks.length === 0 ? undefined : Buffer.concat(chunks);
  const request = new Request(`http://${headers.get('host')}${incoming.url}`, {
    method: incoming.method,
    headers,
    body,
  });
  let response: Response | undefined;
  try {
    // The port's contract: `fallback` is fw's matcher and dispatcher, so a runtime without a router sends it all.
    response = await options.fallback(request, { ...handle, ...NO_SOCKETS });
  } catch (error) {
    response = options.onError(error);
  }
  response ??= new Response(null, { status: 500 });
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

const NO_SOCKETS = { pendingWebSockets: 0, upgrade: () => false, publish: () => 0, subscriberCount: () => 0 };

@Controller('/users')
class UsersController {
  @Get(':id') one(@Param('id') id: string) {
    return { id, name: 'Ada' };
  }
  @Post() create(@Body() body: { name: string }) {
    return { created: body.name };
  }
}

let app: Fw | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

describe('a runtime given as new Fw({ runtime })', () => {
  test('serves a controller app through the port: routes, bodies, 404 and 405, over node:http', async () => {
    const seen: ServeOptions[] = [];
    app = await new Fw({ runtime: createNodeHttpRuntime(seen) }).controllers([UsersController]).listen(0);
    expect(seen.map(({ port, reusePort, websocket }) => ({ port, reusePort, websocket }))).toEqual([
      { port: 0, reusePort: false, websocket: undefined },
    ]);
    expect([...(seen[0]?.routes.keys() ?? [])]).toEqual(['/users/:id', '/users']);
    const one = await fetch(new URL('/users/42', app.url));
    expect([one.status, await one.json()]).toEqual([200, { id: '42', name: 'Ada' }]);
    const created = await fetch(new URL('/users', app.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Grace' }),
    });
    expect([created.status, await created.json()]).toEqual([201, { created: 'Grace' }]);
    const missing = await fetch(new URL('/nowhere', app.url));
    expect([missing.status, (await missing.json()).message]).toEqual([404, 'Cannot GET /nowhere']);
    const wrong = await fetch(new URL('/users/42', app.url), { method: 'DELETE' });
    expect([wrong.status, wrong.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
  });

  test('a runtime without WebSockets gives handlers a server that upgrades nothing and publishes to nobody', async () => {
    app = await new Fw({ runtime: createNodeHttpRuntime() }).controllers([UsersController]).listen(0);
    const server = app.server;
    expect(server?.port).toBe(app.port);
    expect(server?.upgrade(new Request(app.url))).toBe(false);
    expect([server?.publish('topic', 'hello'), server?.subscriberCount('topic'), server?.pendingWebSockets]).toEqual([
      0, 0, 0,
    ]);
  });

  test('a stop() while an asynchronous serve() binds ends listen() and closes the server', async () => {
    const stopped: boolean[] = [];
    const runtime = createNodeHttpRuntime();
    let entered = () => {};
    const binding = new Promise<void>((resolve) => (entered = resolve));
    const slow: HttpRuntime = {
      name: 'slow',
      async serve(options) {
        entered();
        const running = await runtime.serve(options);
        return { ...running, stop: (force) => (stopped.push(force), running.stop(force)) };
      },
    };
    const starting = new Fw({ runtime: slow }).controllers([UsersController]);
    const listening = starting.listen(0);
    await binding;
    const stop = starting.stop();
    await expect(listening).rejects.toThrow('stop() was called while listen() was starting');
    await stop;
    expect(stopped).toEqual([true]);
    expect(starting.server).toBeUndefined();
  });

  test('a runtime without workers refuses listen(port, { workers }); a value that is no runtime is refused', async () => {
    const starting = new Fw({ runtime: createNodeHttpRuntime() }).controllers([UsersController]);
    await expect(starting.listen(0, { workers: 2 })).rejects.toThrow(
      new FwError('@fw/core: listen(port, { workers }): the node:http runtime cannot fork workers'),
    );
    expect(() => new Fw({ runtime: {} as HttpRuntime })).toThrow(
      'Invalid Fw option runtime: [object Object]; expected an HttpRuntime: { name, serve(options), workers? }',
    );
  });
});
