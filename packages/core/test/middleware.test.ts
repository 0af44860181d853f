import { describe, expect, test } from 'bun:test';
import { Controller, Get, Locals, UnauthorizedException, Use, type Middleware } from '../src/index.ts';
import { startApp } from './helpers.ts';

const trace =
  (name: string): Middleware =>
  async (ctx, next) => {
    const seen = (ctx.locals.trace ??= []) as string[];
    seen.push(`>${name}`);
    const response = await next();
    response.headers.append('x-trace', name);
    return response;
  };

const requireToken: Middleware = (ctx) => {
  if (ctx.request.headers.get('authorization') !== 'secret') throw new UnauthorizedException('token required');
  ctx.locals.user = 'ada';
};

@Use(trace('child'))
@Controller('/child')
class ChildController {
  @Get() @Use(trace('handler')) show(@Locals('trace') seen: string[]) {
    return seen;
  }
}

@Use(trace('parent-1'), trace('parent-2'))
@Controller({ path: '/mw', children: [ChildController] })
class ParentController {
  @Get() own(@Locals('trace') seen: string[]) {
    return seen;
  }
  @Get('guarded') @Use(requireToken) guarded(@Locals('user') user: string) {
    return { user };
  }
  @Get('short') @Use(() => ({ short: true })) short() {
    return 'unreachable';
  }
  @Get('crash')
  @Use(async (_ctx, next) => {
    const response = await next();
    return response.status === 500 ? new Response('replaced', { status: 599 }) : response;
  })
  crash() {
    throw new Error('inner');
  }
}

let countedRuns = 0;

@Controller('/twice')
class TwiceController {
  @Get()
  @Use(async (_ctx, next) => {
    const first = await next();
    const second = await next();
    return new Response(`${first === second} ${await second.text()}`);
  })
  counted() {
    return `run ${++countedRuns}`;
  }
}

describe('onion middleware', () => {
  test('next() runs the rest of the chain once: a second call returns the same answer', async () => {
    await using s = await startApp([TwiceController]);
    const res = await s.call('/twice');
    expect([await res.text(), countedRuns]).toEqual(['true run 1', 1]);
  });

  test('global → parent controller → child controller → handler, and back out', async () => {
    await using s = await startApp([ParentController], [], {}, (app) => app.use(trace('global')));
    const res = await s.call('/mw/child');
    expect(await res.json()).toEqual(['>global', '>parent-1', '>parent-2', '>child', '>handler']);
    expect(res.headers.get('x-trace')).toBe('handler, child, parent-2, parent-1, global');
    expect(await (await s.call('/mw')).json()).toEqual(['>global', '>parent-1', '>parent-2']);
  });

  test('short-circuit by throwing or returning; locals fill @Locals', async () => {
    await using s = await startApp([ParentController]);
    const denied = await s.call('/mw/guarded');
    expect([denied.status, await denied.json()]).toEqual([401, { statusCode: 401, message: 'token required' }]);
    expect(await (await s.call('/mw/guarded', { headers: { authorization: 'secret' } })).json()).toEqual({
      user: 'ada',
    });
    expect(await (await s.call('/mw/short')).json()).toEqual({ short: true });
  });

  test('a handler error reaches outer middleware as its error response', async () => {
    await using s = await startApp([ParentController], [], { logger: { error: () => {} } });
    const res = await s.call('/mw/crash');
    expect([res.status, await res.text()]).toEqual([599, 'replaced']);
  });

  test('global middleware also sees 404 and 405 (e.g. CORS preflight)', async () => {
    const cors: Middleware = async (ctx, next) => {
      if (ctx.method === 'OPTIONS')
        return new Response(null, { status: 204, headers: { 'access-control-allow-origin': '*' } });
      const response = await next();
      response.headers.set('access-control-allow-origin', '*');
      return response;
    };
    await using s = await startApp([ParentController], [], {}, (app) => app.use(cors));
    const preflight = await s.call('/mw', { method: 'OPTIONS' });
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([204, '*']);
    const missing = await s.call('/nowhere');
    expect([missing.status, missing.headers.get('access-control-allow-origin')]).toEqual([404, '*']);
  });
});
