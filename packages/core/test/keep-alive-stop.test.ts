import { expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConflictException, Controller, Ctx, ForbiddenException, Fw, Get, Use } from '../src/index.ts';
import type { Context, Middleware } from '../src/index.ts';
import { ON_NODE } from './helpers.ts';
import { openKeepAlive, type KeepAliveConnection } from './keep-alive-client.ts';

// A graceful stop tells keep-alive clients the connection ends (Connection: close) and ends it with a
// FIN, so a client that honours the header never sends a request into a closing connection.

/** Holds every slow handler until the test has started stop(). */
const gate = { started: false, release: () => {} };
const waitAtGate = () => {
  gate.started = true;
  return new Promise<void>((resolve) => (gate.release = resolve));
};
const wrapAfterNext: Middleware = async (_ctx, next) => {
  await next();
  return 'wrapped';
};
const denyLate: Middleware = async () => {
  await waitAtGate();
  throw new ForbiddenException('late');
};

@Controller('/drain')
class DrainController {
  @Get('ping') ping() {
    return 'pong';
  }

  @Get('slow') async slow() {
    await waitAtGate();
    return 'done';
  }

  @Get('slow-fail') async slowFail() {
    await waitAtGate();
    throw new ConflictException('late');
  }

  @Get('slow-ctx') async slowCtx(@Ctx() ctx: Context) {
    await waitAtGate();
    ctx.status = 202;
    return 'accepted';
  }

  @Get('slow-ctx-fail') async slowCtxFail(@Ctx() _ctx: Context) {
    await waitAtGate();
    throw new ConflictException('late');
  }

  @Get('wrapped') @Use(wrapAfterNext) async wrapped() {
    await waitAtGate();
    return 'inner';
  }

  @Get('denied') @Use(denyLate) denied() {
    return 'never';
  }
}

const createApp = () =>
  new Fw({ logger: { error: () => {} } })
    .controllers([DrainController])
    .route('GET', '/drain/fixed', new Response('fixed'))
    .route('GET', '/drain/raw', () => new Response('raw'))
    .use({ name: 'slow-files', setup: (host) => host.fallback(slowFile) });
const slowFile = async () => {
  await waitAtGate();
  return new Response('file');
};
const listen = () => createApp().listen(0);

// Every way fw makes a response after an await: a handler's value or error, with or without a
// context, a middleware's own answer or error, a plugin fallback, a 404 behind a global middleware.
const conflict = '{"statusCode":409,"message":"late"}';
const notFound = '{"statusCode":404,"message":"Cannot GET /drain/nowhere"}';
const late = [
  { path: '/drain/slow', status: 200, body: 'done' },
  { path: '/drain/slow-fail', status: 409, body: conflict },
  { path: '/drain/slow-ctx', status: 202, body: 'accepted' },
  { path: '/drain/slow-ctx-fail', status: 409, body: conflict },
  { path: '/drain/wrapped', status: 200, body: 'wrapped' },
  { path: '/drain/denied', status: 403, body: '{"statusCode":403,"message":"late"}' },
  { path: '/files/app.js', status: 200, body: 'file' },
  { path: '/drain/nowhere', status: 404, body: notFound, slow404: true },
];

for (const { path, status, body, slow404 } of late) {
  test(`${path}: in flight when stop() begins, it is answered whole with Connection: close, then a FIN`, async () => {
    const app = createApp();
    if (slow404) app.use(async (ctx) => void (ctx.path === path && (await waitAtGate())));
    await app.listen(0);
    const connection = await openKeepAlive(app.port);
    // Node's http writes `Connection: keep-alive` on every kept response; Bun leaves HTTP/1.1's default unsaid.
    const kept = (await connection.get('/drain/ping')).headers.get('connection');
    expect(kept).toBe(ON_NODE ? 'keep-alive' : undefined);
    gate.started = false;
    const response = connection.get(path);
    while (!gate.started) await sleep(1);
    const stopped = app.stop();
    await sleep(20);
    gate.release();
    const answer = await response;
    expect([answer.status, answer.body, answer.headers.get('connection')]).toEqual([status, body, 'close']);
    expect(await connection.ended).toBe('fin');
    await stopped;
  });
}

// Whatever answers: a controller, a raw handler, a fixed Response (served by the runtime without JavaScript).
for (const path of ['/drain/ping', '/drain/raw', '/drain/fixed']) {
  test(`keep-alive load on ${path}, stop() midway: no request fails, each connection ends on a close`, async () => {
    const app = await listen();
    const connections = await Promise.all(Array.from({ length: 4 }, () => openKeepAlive(app.port)));
    const deadline = performance.now() + 1000;
    const tally = { answered: 0, closeSaid: 0, failed: [] as string[] };
    const loop = async (connection: KeepAliveConnection) => {
      while (performance.now() < deadline) {
        try {
          const response = await connection.get(path);
          tally.answered++;
          if (response.headers.get('connection') === 'close') return void tally.closeSaid++;
        } catch (error) {
          return void tally.failed.push((error as Error).message);
        }
      }
      connection.close();
    };
    const loops = connections.map(loop);
    await sleep(200);
    await app.stop();
    await Promise.all(loops);
    const endings = await Promise.all(connections.map((connection) => connection.ended));
    expect(tally.failed).toEqual([]);
    expect(tally.closeSaid).toBe(4);
    expect(endings).toEqual(['fin', 'fin', 'fin', 'fin']);
    expect(tally.answered).toBeGreaterThan(4);
  });
}
