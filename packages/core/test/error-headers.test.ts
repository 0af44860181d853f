import { describe, expect, test } from 'bun:test';
import { z } from 'zod';
import {
  Body,
  Controller,
  Ctx,
  Get,
  HttpException,
  NotFoundException,
  PayloadTooLargeException,
  Post,
  Schema,
  type Context,
  type FwPlugin,
  type Middleware,
} from '../src/index.ts';
import { createLogger, jsonBody, startApp } from './helpers.ts';

@Schema(z.object({ name: z.string() }))
class NameDto {
  name!: string;
}

@Controller('/api/h')
class HeadersController {
  @Get() ok() {
    return { ok: true };
  }
  @Get('missing') missing() {
    throw new NotFoundException('No such thing');
  }
  @Get('crash') crash() {
    throw new Error('internals');
  }
  @Get('own') own() {
    throw new PayloadTooLargeException('too big', {
      headers: { connection: 'close', 'x-request-id': 'from-the-exception' },
    });
  }
  @Get('typed') typed(@Ctx() ctx: Context) {
    ctx.setHeader('content-type', 'text/csv');
    ctx.setHeader('etag', '"v1"');
    throw new HttpException(409, 'stale');
  }
  @Get('cookies') cookies(@Ctx() ctx: Context) {
    ctx.setHeader('set-cookie', 'session=1');
    ctx.responseHeaders.append('set-cookie', 'theme=dark');
    ctx.setHeader('cache-control', 'public, max-age=31536000');
    throw new HttpException(401, 'signed out', { headers: { 'set-cookie': 'session=; Max-Age=0' } });
  }
  @Get('raw') raw() {
    return new Response('built by the handler');
  }
  @Post() create(@Body() dto: NameDto) {
    return dto;
  }
}

@Controller('/api/solo')
class SoloController {
  // A route without middleware whose handler reaches its context through @Ctx.
  @Get() solo(@Ctx() ctx: Context) {
    ctx.setHeader('x-solo', '1');
    throw new HttpException(418, "I'm a teapot");
  }
}

// Sets its headers on the context before the handler runs, as a CORS or request-id middleware does.
const tagging: Middleware = (ctx) => {
  ctx.setHeader('access-control-allow-origin', 'https://app.example');
  ctx.setHeader('x-request-id', 'abc');
  ctx.setHeader('vary', 'Origin');
};

function tagsOf(res: Response) {
  return [res.headers.get('access-control-allow-origin'), res.headers.get('x-request-id')];
}

const TAGS = ['https://app.example', 'abc'];

describe('headers set with ctx.setHeader() reach error answers', () => {
  test('thrown HttpException, a 500, malformed JSON and failed validation keep them', async () => {
    await using s = await startApp([HeadersController], [], { logger: createLogger().logger }, (app) =>
      app.use(tagging),
    );
    expect(tagsOf(await s.call('/api/h'))).toEqual(TAGS);
    const missing = await s.call('/api/h/missing');
    expect([missing.status, ...tagsOf(missing), await missing.json()]).toEqual([
      404,
      ...TAGS,
      { statusCode: 404, message: 'No such thing' },
    ]);
    const crash = await s.call('/api/h/crash');
    expect([crash.status, ...tagsOf(crash)]).toEqual([500, ...TAGS]);
    const malformed = await s.call('/api/h', {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect([malformed.status, ...tagsOf(malformed)]).toEqual([400, ...TAGS]);
    const invalid = await s.call('/api/h', jsonBody('POST', {}));
    expect([invalid.status, ...tagsOf(invalid)]).toEqual([400, ...TAGS]);
    const inProcess = await s.app.fetch(new Request('http://local/api/h/missing'));
    expect([inProcess.status, ...tagsOf(inProcess)]).toEqual([404, ...TAGS]);
  });

  test("the core's own 404 and 405 keep them; Allow and Vary stay the core's", async () => {
    const negotiating: FwPlugin = {
      name: 'spa',
      setup: (host) => host.fallback((_request, _server, pass) => pass.vary('Accept')),
    };
    await using s = await startApp([HeadersController], [], {}, (app) => app.use(tagging).use(negotiating));
    const notFound = await s.call('/nowhere');
    expect([notFound.status, ...tagsOf(notFound), notFound.headers.get('vary')]).toEqual([
      404,
      ...TAGS,
      'Origin, Accept',
    ]);
    const notAllowed = await s.call('/api/h', { method: 'DELETE' });
    expect([notAllowed.status, ...tagsOf(notAllowed), notAllowed.headers.get('allow')]).toEqual([
      405,
      ...TAGS,
      'GET, HEAD, POST',
    ]);
  });

  test("the exception's own headers win; headers describing the handler's body are dropped", async () => {
    await using s = await startApp([HeadersController], [], {}, (app) => app.use(tagging));
    const own = await s.call('/api/h/own');
    expect([own.status, own.headers.get('connection'), ...tagsOf(own)]).toEqual([
      413,
      'close',
      'https://app.example',
      'from-the-exception',
    ]);
    const typed = await s.call('/api/h/typed');
    expect([typed.status, typed.headers.get('content-type'), typed.headers.get('etag'), ...tagsOf(typed)]).toEqual([
      409,
      'application/json;charset=utf-8',
      null,
      ...TAGS,
    ]);
    expect(await typed.json()).toEqual({ statusCode: 409, message: 'stale' });
  });

  test("cookies set on ctx and the exception's cookies are all sent; a Cache-Control meant for the success is not", async () => {
    await using s = await startApp([HeadersController], [], {}, (app) => app.use(tagging));
    const res = await s.call('/api/h/cookies');
    expect([res.status, res.headers.get('cache-control'), ...tagsOf(res)]).toEqual([401, null, ...TAGS]);
    expect(res.headers.getSetCookie()).toEqual(['session=1', 'theme=dark', 'session=; Max-Age=0']);
  });

  test('a route without middleware keeps what its handler set through @Ctx', async () => {
    await using s = await startApp([SoloController]);
    const res = await s.call('/api/solo');
    expect([res.status, res.headers.get('x-solo')]).toEqual([418, '1']);
  });

  test('a Response the handler built passes through without them', async () => {
    await using s = await startApp([HeadersController], [], {}, (app) => app.use(tagging));
    const raw = await s.call('/api/h/raw');
    expect([await raw.text(), ...tagsOf(raw)]).toEqual(['built by the handler', null, null]);
  });
});

describe("a plugin fallback's error goes through the global middleware", () => {
  const throwing: FwPlugin = {
    name: 'throwing',
    setup: (host) =>
      host.fallback(async (request) => {
        const path = new URL(request.url).pathname;
        if (path === '/teapot') throw new HttpException(418, "I'm a teapot", { headers: { 'x-tea': 'yes' } });
        if (path === '/broken') throw new Error('fallback bug');
        return undefined;
      }),
  };
  // Decorates the response after next(), the other way a middleware adds CORS headers.
  const after: Middleware = async (_ctx, next) => {
    const response = await next();
    response.headers.set('x-after', '1');
    return response;
  };

  test('a thrown HttpException keeps its status and headers and gets the middleware headers', async () => {
    const { logged, logger } = createLogger();
    await using s = await startApp([HeadersController], [], { logger }, (app) =>
      app.use(tagging).use(after).use(throwing),
    );
    for (const res of [await s.call('/teapot'), await s.app.fetch(new Request('http://local/teapot'))]) {
      expect([res.status, res.headers.get('x-tea'), res.headers.get('x-after'), ...tagsOf(res)]).toEqual([
        418,
        'yes',
        '1',
        ...TAGS,
      ]);
      expect(await res.json()).toEqual({ statusCode: 418, message: "I'm a teapot" });
    }
    const broken = await s.call('/broken');
    expect([broken.status, broken.headers.get('x-after'), ...tagsOf(broken)]).toEqual([500, '1', ...TAGS]);
    expect(String(logged[0]?.at(-1))).toContain('fallback bug');
    expect((await s.call('/elsewhere')).status).toBe(404);
  });
});
