import { describe, expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import {
  Body,
  Controller,
  Ctx,
  Fw,
  Get,
  HttpException,
  MethodNotAllowedException,
  NotFoundException,
  Param,
  Post,
  Schema,
  UnauthorizedException,
  UnprocessableEntityException,
  Use,
  ValidationException,
  type Context,
  type ErrorMapper,
  type FwOptions,
  type Middleware,
} from '../src/index.ts';
import { createLogger, jsonBody, startApp } from './helpers.ts';

// Errors of the app's own domain, as an ORM or a service layer throws them.
class RecordNotFound extends Error {}
class Teapot extends Error {}
class MapperBug extends Error {}
/** An error the mapper answers with `result`, which is not an answer. */
class OddResult extends Error {
  constructor(readonly result: unknown) {
    super('odd');
  }
}

function raise(kind: string): never {
  if (kind === 'record') throw new RecordNotFound('No record 7');
  if (kind === 'teapot') throw new Teapot();
  if (kind === 'unauthorized') throw new UnauthorizedException();
  if (kind === 'bug') throw new MapperBug('internals of the domain');
  if (kind === 'string') throw new OddResult('oops');
  if (kind === 'object') throw new OddResult({ status: 404 });
  throw new Error('internals');
}

@Schema(z.object({ name: z.string().min(1) }))
class NameDto {
  name!: string;
}

// After next(): an outer middleware still decorates whatever the mapper answered.
const outer: Middleware = async (_ctx, next) => {
  const res = await next();
  res.headers.set('x-outer', '1');
  return res;
};

@Controller('/api')
class ErrorsController {
  // No middleware, no @Ctx: the route runs without a Context (the direct runner).
  @Get('direct/:kind') direct(@Param('kind') kind: string) {
    return raise(kind);
  }
  @Get('async/:kind') async later(@Param('kind') kind: string) {
    await Promise.resolve();
    return raise(kind);
  }
  @Get('ctx/:kind') withCtx(@Param('kind') kind: string, @Ctx() ctx: Context) {
    ctx.setCookie('session', '1');
    ctx.setHeader('x-request-id', 'abc');
    return raise(kind);
  }
  @Get('mw/:kind') @Use(outer) withMiddleware(@Param('kind') kind: string) {
    return raise(kind);
  }
  @Post('names') create(@Body() dto: NameDto) {
    return dto;
  }
}

function createApp(extra: FwOptions = {}) {
  const { logged, logger } = createLogger();
  const seen: unknown[] = [];
  const onError: ErrorMapper = (error, request) => {
    seen.push(error);
    if (error instanceof RecordNotFound) return new NotFoundException(error.message);
    if (error instanceof Teapot) return new Response('short and stout', { status: 418, headers: { 'x-teapot': '1' } });
    if (error instanceof UnauthorizedException)
      return new UnauthorizedException('Please sign in', { headers: { 'www-authenticate': 'Bearer' } });
    if (error instanceof ValidationException) return new UnprocessableEntityException(error.message);
    // The exception's own `Allow` goes on, as RFC 9110 §15.5.6 requires it on a 405.
    if (error instanceof MethodNotAllowedException)
      return new HttpException(405, `${request.method} is not allowed here`, { headers: error.headers });
    if (error instanceof NotFoundException && error.message.startsWith('Cannot ')) {
      return new HttpException(404, 'Nothing here', { extra: { path: new URL(request.url).pathname } });
    }
    if (error instanceof MapperBug) throw new Error('the mapper’s own secret');
    if (error instanceof OddResult) return error.result as Response;
    return undefined;
  };
  return { logged, seen, start: () => startApp([ErrorsController], [], { logger, onError, ...extra }) };
}

const GENERIC_500 = { statusCode: 500, message: 'Internal Server Error' };

describe('onError maps the errors of controller routes', () => {
  test('a domain error answers the NotFoundException it maps to, on every runner: direct, async, @Ctx, middleware', async () => {
    const { start, logged } = createApp();
    await using s = await start();
    for (const route of ['direct', 'async', 'ctx', 'mw']) {
      const res = await s.call(`/api/${route}/record`);
      expect([route, res.status, await res.json()]).toEqual([route, 404, { statusCode: 404, message: 'No record 7' }]);
    }
    expect(logged).toEqual([]);
  });

  test('the mapped answer keeps the headers set on ctx before the throw (cookies too); outer middleware decorates it', async () => {
    const { start } = createApp();
    await using s = await start();
    const res = await s.call('/api/ctx/record');
    expect([res.status, res.headers.get('x-request-id'), res.headers.getSetCookie()]).toEqual([
      404,
      'abc',
      ['session=1; Path=/'],
    ]);
    expect(res.headers.get('content-type')).toBe('application/json;charset=utf-8');
    const wrapped = await s.call('/api/mw/record');
    expect([wrapped.status, wrapped.headers.get('x-outer')]).toEqual([404, '1']);
  });

  test('a returned Response is sent as it is, without the headers set on ctx', async () => {
    const { start } = createApp();
    await using s = await start();
    for (const route of ['direct', 'ctx', 'mw']) {
      const res = await s.call(`/api/${route}/teapot`);
      expect([res.status, res.headers.get('x-teapot'), await res.text()]).toEqual([418, '1', 'short and stout']);
      expect([res.headers.get('x-request-id'), res.headers.getSetCookie()]).toEqual([null, []]);
    }
    expect((await s.call('/api/mw/teapot')).headers.get('x-outer')).toBe('1');
  });

  test('undefined keeps the default: anything else is logged with its request and answered 500', async () => {
    const { start, logged, seen } = createApp();
    await using s = await start();
    const res = await s.call('/api/ctx/plain');
    expect([res.status, await res.json(), res.headers.get('x-request-id')]).toEqual([500, GENERIC_500, 'abc']);
    expect(seen).toHaveLength(1);
    expect(logged).toEqual([[`@fw/core: GET ${new URL('/api/ctx/plain', s.app.url)} failed:`, seen[0]]]);
    expect((logged[0]?.[1] as Error).message).toBe('internals');
  });

  test('HttpExceptions are seen too, and can be reshaped: a 401 with another message and its own header', async () => {
    const { start, seen } = createApp();
    await using s = await start();
    const res = await s.call('/api/direct/unauthorized');
    expect([res.status, await res.json(), res.headers.get('www-authenticate')]).toEqual([
      401,
      { statusCode: 401, message: 'Please sign in' },
      'Bearer',
    ]);
    expect(seen[0]).toBeInstanceOf(UnauthorizedException);
  });

  test('a failed @Schema and a malformed body reach it: the 400 reshaped into a 422; the other 400 seen and kept', async () => {
    const { start, seen } = createApp();
    await using s = await start();
    const invalid = await s.call('/api/names', jsonBody('POST', { name: '' }));
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).message).toStartWith('Validation failed: name:');
    const malformed = await s.call('/api/names', {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect([malformed.status, await malformed.json()]).toEqual([
      400,
      { statusCode: 400, message: 'Malformed JSON body' },
    ]);
    expect(seen.map((error) => (error as HttpException).statusCode)).toEqual([400, 400]);
  });
});

describe('onError for the core’s own answers', () => {
  test('the 404 of an unknown path can have its own body', async () => {
    const { start } = createApp();
    await using s = await start();
    const res = await s.call('/nowhere');
    expect([res.status, await res.json()]).toEqual([
      404,
      { statusCode: 404, message: 'Nothing here', path: '/nowhere' },
    ]);
  });

  test('the 405 too, keeping its Allow header; global middleware still wraps both', async () => {
    const { start } = createApp();
    await using s = await start();
    const res = await s.call('/api/names');
    expect([res.status, res.headers.get('allow'), await res.json()]).toEqual([
      405,
      'POST',
      { statusCode: 405, message: 'GET is not allowed here' },
    ]);
    const { logger } = createLogger();
    const onError: ErrorMapper = () => new NotFoundException('mapped');
    await using wrapped = await startApp([ErrorsController], [], { logger, onError }, (app) => app.use(outer));
    const miss = await wrapped.call('/nowhere');
    expect([miss.status, miss.headers.get('x-outer'), await miss.json()]).toEqual([
      404,
      '1',
      { statusCode: 404, message: 'mapped' },
    ]);
  });
});

describe('a mapper that fails answers 500, logs both errors, and leaks neither', () => {
  test('a mapper that throws', async () => {
    const { start, logged, seen } = createApp();
    await using s = await start();
    const res = await s.call('/api/ctx/bug');
    const body = await res.text();
    expect([res.status, JSON.parse(body), res.headers.get('x-request-id')]).toEqual([500, GENERIC_500, 'abc']);
    expect(body).not.toContain('secret');
    expect(body).not.toContain('internals');
    const url = new URL('/api/ctx/bug', s.app.url);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toEqual([`@fw/core: GET ${url} failed:`, seen[0]]);
    expect(logged[1]?.[0]).toBe(`@fw/core: onError threw while mapping the error of GET ${url} (answered 500):`);
    expect((logged[1]?.[1] as Error).message).toBe('the mapper’s own secret');
  });

  test('a mapper that returns a string or a plain object', async () => {
    const { start, logged } = createApp();
    await using s = await start();
    for (const kind of ['string', 'object']) {
      const res = await s.call(`/api/direct/${kind}`);
      expect([res.status, await res.json()]).toEqual([500, GENERIC_500]);
    }
    expect(logged.map((entry) => entry[0])).toEqual([
      expect.stringMatching(/^@fw\/core: GET .*\/api\/direct\/string failed:$/),
      expect.stringMatching(
        /^@fw\/core: onError returned "oops" for the error of GET .*; it must return an HttpException, a Response or undefined$/,
      ),
      expect.stringMatching(/failed:$/),
      expect.stringMatching(/^@fw\/core: onError returned \[object Object\] for the error of GET /),
    ]);
  });

  test('an async mapper (its Promise, resolved or rejected, comes too late and is not an unhandled rejection)', async () => {
    for (const mapper of [async () => new NotFoundException(), async () => Promise.reject(new Error('async secret'))]) {
      const { logged, logger } = createLogger();
      // What a JavaScript caller can pass: the type refuses an async function.
      const onError = mapper as unknown as ErrorMapper;
      await using s = await startApp([ErrorsController], [], { logger, onError });
      const res = await s.call('/api/direct/record');
      const body = await res.text();
      expect([res.status, JSON.parse(body)]).toEqual([500, GENERIC_500]);
      expect(body).not.toContain('secret');
      expect(logged).toHaveLength(2);
      expect((logged[0]?.[1] as Error).message).toBe('No record 7');
      expect(logged[1]?.[0]).toMatch(
        /^@fw\/core: onError returned \[object Promise\] for the error of GET .*, synchronously: it cannot be an async function$/,
      );
      await sleep(1);
    }
  });
});

test('an onError that is not a function is refused at construction', () => {
  const loose = (onError: unknown) => ({ onError }) as FwOptions;
  expect(() => new Fw(loose('handler'))).toThrow(
    'Invalid Fw option onError: "handler"; expected a function (error, request) => HttpException | Response | undefined',
  );
  expect(() => new Fw(loose({ onError: () => undefined }))).toThrow(
    'Invalid Fw option onError: [object Object]; expected a function',
  );
  expect(() => new Fw({ onError: () => undefined })).not.toThrow();
});
