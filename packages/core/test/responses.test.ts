import { describe, expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Ctx, Delete, Get, HttpCode, Post, Use, type Context } from '../src/index.ts';
import { createLogger, ON_NODE, startApp } from './helpers.ts';

@Controller('/r')
class ResponsesController {
  @Get('object') object() {
    return { a: 1 };
  }
  @Get('array') array() {
    return [1, 2];
  }
  @Get('string') string() {
    return 'hello';
  }
  @Get('empty-string') emptyString() {
    return '';
  }
  // What JSON cannot hold is a programming error: a 500 on either path, not an empty 200 once a header is set.
  @Get('function') fn() {
    return () => 1;
  }
  @Get('function-ctx') fnCtx(@Ctx() ctx: Context) {
    ctx.setHeader('x-a', 'b');
    return Symbol('s');
  }
  @Get('number') number() {
    return 42;
  }
  @Get('void') nothing(): void {}
  @Get('null') nil() {
    return null;
  }
  @Get('response') response() {
    return new Response('raw', { status: 202, headers: { 'content-type': 'x/raw' } });
  }
  @Get('async') async later() {
    await sleep(1);
    return { later: true };
  }
  // A query builder returned unawaited: a thenable that is no native Promise (Drizzle, Mongoose).
  @Get('thenable') thenable() {
    return new QueryLike([{ id: 1 }]);
  }
  @Get('thenable-fails') thenableFails() {
    return new QueryLike(new Error('db down'));
  }
  @Get('bytes') bytes() {
    return new TextEncoder().encode('bin');
  }
  @Get('binary/:kind') binary(@Ctx() ctx: Context) {
    // `head` routes through the path that sets response headers (`toResponse`), the rest through the bare one.
    if (ctx.query.head !== undefined) ctx.setHeader('x-kept', '1');
    const kind = ctx.params.kind;
    if (kind === 'blob') return new Blob(['bin']);
    if (kind === 'typed-blob') return new Blob(['<svg/>'], { type: 'image/svg+xml' });
    if (kind === 'stream') return new Response('bin').body;
    if (kind === 'buffer') return new TextEncoder().encode('bin').buffer;
    if (kind === 'form') return new URLSearchParams({ a: '1' });
    return new TextEncoder().encode('bin');
  }
  @Post('status') status(@Ctx() ctx: Context) {
    ctx.status = 201;
    ctx.setHeader('location', '/r/1');
    return { id: 1 };
  }
  @Post('code') @HttpCode(201) code() {
    return 'made';
  }
  @Post('code-empty') @HttpCode(202) accepted() {}
  // A status chosen explicitly wins over the 204 of an empty return, 200 included.
  @Post('code-200') @HttpCode(200) ok() {}
  @Get('status-200') statusOk(@Ctx() ctx: Context) {
    ctx.status = 200;
  }
  @Get('status-200-header') statusOkWithHeader(@Ctx() ctx: Context) {
    ctx.status = 200;
    ctx.setHeader('x-a', 'b');
    return null;
  }
  @Get('empty-header') emptyWithHeader(@Ctx() ctx: Context) {
    ctx.setHeader('x-a', 'b');
  }
  @Get('text-header') textHeader(@Ctx() ctx: Context) {
    ctx.setHeader('x-a', 'b');
    return 'with header';
  }
  // A value under a status that carries no content: dropped, with its type, on every path.
  @Delete('gone') @HttpCode(204) gone() {
    return { deleted: true };
  }
  @Delete('gone-ctx') goneCtx(@Ctx() ctx: Context) {
    ctx.status = 204;
    ctx.setHeader('x-a', 'b');
    return { deleted: true };
  }
  @Get('not-modified') notModified(@Ctx() ctx: Context) {
    return ctx.json({ stale: true }, 304);
  }
  // The same without a response header: the context's status alone, or @HttpCode under a middleware.
  @Delete('gone-status') goneStatus(@Ctx() ctx: Context) {
    ctx.status = 204;
    return { deleted: true };
  }
  @Get('not-modified-status') notModifiedStatus(@Ctx() ctx: Context) {
    ctx.status = 304;
    return 'stale';
  }
  @Delete('gone-wrapped') @Use((_ctx, next) => next()) @HttpCode(204) goneWrapped() {
    return { deleted: true };
  }
  @Get('gone-stream') @HttpCode(204) *goneStream() {
    try {
      yield 'never read';
    } finally {
      droppedStreams++;
    }
  }
  // Not a generator: an iterator handed on (a cursor), ended by `return()` when the 204 drops it.
  @Get('gone-cursor') @HttpCode(204) goneCursor() {
    return {
      next: () => ({ done: false, value: 'row' }),
      return: () => (droppedStreams++, { done: true, value: undefined }),
      [Symbol.iterator]() {
        return this;
      },
    };
  }
  @Get('helpers/:kind') helpers(@Ctx() ctx: Context) {
    ctx.setHeader('x-kept', '1');
    const kind = ctx.params.kind;
    if (kind === 'json') return ctx.json({ j: 1 }, 203);
    if (kind === 'text') return ctx.text('t');
    if (kind === 'html') return ctx.html('<b>h</b>');
    if (kind === 'redirect-200') return ctx.redirect('/elsewhere', 200);
    return ctx.redirect('/elsewhere', 307);
  }
}

let droppedStreams = 0;

class QueryLike<T> implements PromiseLike<T> {
  constructor(private readonly outcome: T | Error) {}
  then<A = T, B = never>(
    onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): PromiseLike<A | B> {
    const settled = this.outcome instanceof Error ? Promise.reject(this.outcome) : Promise.resolve(this.outcome);
    return settled.then(onFulfilled, onRejected);
  }
}

// Node's Fetch (undici) types JSON without a charset and spells UTF-8 in capitals (README "Running on Node").
const JSON_TYPE = ON_NODE ? 'application/json' : 'application/json;charset=utf-8';
const TEXT_TYPE = ON_NODE ? 'text/plain;charset=UTF-8' : 'text/plain;charset=utf-8';

async function read(res: Response) {
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

describe('response mapping (spec, "Response payload mapping")', () => {
  test('object and array → JSON; string → text; number → JSON', async () => {
    await using s = await startApp([ResponsesController]);
    expect(await read(await s.call('/r/object'))).toEqual({
      status: 200,
      type: JSON_TYPE,
      body: '{"a":1}',
    });
    expect(await read(await s.call('/r/array'))).toEqual({
      status: 200,
      type: JSON_TYPE,
      body: '[1,2]',
    });
    expect(await read(await s.call('/r/string'))).toEqual({
      status: 200,
      type: TEXT_TYPE,
      body: 'hello',
    });
    expect((await read(await s.call('/r/number'))).body).toBe('42');
    // An empty string too: Bun would send it with no type at all.
    expect(await read(await s.call('/r/empty-string'))).toEqual({
      status: 200,
      type: 'text/plain;charset=utf-8',
      body: '',
    });
  });

  test('undefined and null → 204 with an empty body', async () => {
    await using s = await startApp([ResponsesController]);
    for (const path of ['/r/void', '/r/null']) {
      const res = await s.call(path);
      expect([res.status, await res.text()]).toEqual([204, '']);
    }
  });

  test('a Response passes through untouched; async handlers are awaited; bytes are sent as is', async () => {
    await using s = await startApp([ResponsesController]);
    expect(await read(await s.call('/r/response'))).toEqual({ status: 202, type: 'x/raw', body: 'raw' });
    expect(await (await s.call('/r/async')).json()).toEqual({ later: true });
    expect(await (await s.call('/r/bytes')).text()).toBe('bin');
  });

  test('bytes, streams and an untyped Blob are application/octet-stream; a typed Blob and a form keep their type', async () => {
    await using s = await startApp([ResponsesController]);
    const octet = 'application/octet-stream';
    const expected = {
      bytes: octet,
      buffer: octet,
      stream: octet,
      blob: octet,
      'typed-blob': 'image/svg+xml',
      form: 'application/x-www-form-urlencoded;charset=UTF-8',
    };
    for (const query of ['', '?head']) {
      for (const [kind, type] of Object.entries(expected)) {
        const over = await s.call(`/r/binary/${kind}${query}`);
        const inProcess = await s.app.fetch(new Request(new URL(`/r/binary/${kind}${query}`, s.app.url)));
        expect([kind + query, over.headers.get('content-type'), inProcess.headers.get('content-type')]).toEqual([
          kind + query,
          type,
          type,
        ]);
      }
    }
  });

  test('a thenable that is no native Promise is awaited too, and its rejection answers the error', async () => {
    const { logged, logger } = createLogger();
    await using s = await startApp([ResponsesController], [], { logger });
    expect(await read(await s.call('/r/thenable'))).toEqual({
      status: 200,
      type: JSON_TYPE,
      body: '[{"id":1}]',
    });
    const failed = await s.call('/r/thenable-fails');
    expect([failed.status, await failed.json()]).toEqual([500, { statusCode: 500, message: 'Internal Server Error' }]);
    expect(String(logged[0]?.at(-1))).toContain('db down');
  });

  test('a function or a symbol returned is a 500, logged, with or without a response header', async () => {
    const { logged, logger } = createLogger();
    await using s = await startApp([ResponsesController], [], { logger });
    for (const path of ['/r/function', '/r/function-ctx']) {
      const res = await s.call(path);
      expect([path, res.status, await res.json()]).toEqual([
        path,
        500,
        { statusCode: 500, message: 'Internal Server Error' },
      ]);
    }
    expect(logged.map((entry) => String(entry.at(-1)))).toEqual([
      'TypeError: Value is not JSON serializable',
      'TypeError: Value is not JSON serializable',
    ]);
  });

  test('ctx.status, response headers and @HttpCode', async () => {
    await using s = await startApp([ResponsesController]);
    const created = await s.call('/r/status', { method: 'POST' });
    expect([created.status, created.headers.get('location'), await created.json()]).toEqual([201, '/r/1', { id: 1 }]);
    const code = await s.call('/r/code', { method: 'POST' });
    expect([code.status, await code.text()]).toEqual([201, 'made']);
    const empty = await s.call('/r/code-empty', { method: 'POST' });
    expect([empty.status, await empty.text()]).toEqual([202, '']);
    const text = await s.call('/r/text-header');
    expect([text.headers.get('x-a'), text.headers.get('content-type')]).toEqual(['b', 'text/plain;charset=utf-8']);
  });

  test('an empty return answers 200 when @HttpCode(200) or ctx.status = 200 chose it, else 204', async () => {
    await using s = await startApp([ResponsesController], [], {}, (app) =>
      app.use((ctx) => {
        if (ctx.query.mw !== undefined) ctx.status = 200;
      }),
    );
    const answers = async (path: string, init?: RequestInit) => {
      const res = await s.call(path, init);
      return [path, res.status, await res.text()];
    };
    expect(await answers('/r/code-200', { method: 'POST' })).toEqual(['/r/code-200', 200, '']);
    expect(await answers('/r/status-200')).toEqual(['/r/status-200', 200, '']);
    expect(await answers('/r/status-200-header')).toEqual(['/r/status-200-header', 200, '']);
    expect(await answers('/r/void?mw')).toEqual(['/r/void?mw', 200, '']);
    expect(await answers('/r/void')).toEqual(['/r/void', 204, '']);
    expect(await answers('/r/empty-header')).toEqual(['/r/empty-header', 204, '']);
  });

  test('@HttpCode(200) on a route without middleware or @Ctx answers 200 for an empty return', async () => {
    await using s = await startApp([ResponsesController]);
    const res = await s.call('/r/code-200', { method: 'POST' });
    expect([res.status, await res.text()]).toEqual([200, '']);
  });

  test('ctx.json, text, html, redirect keep the response headers', async () => {
    await using s = await startApp([ResponsesController]);
    const json = await s.call('/r/helpers/json');
    expect([json.status, json.headers.get('x-kept'), await json.json()]).toEqual([203, '1', { j: 1 }]);
    expect((await read(await s.call('/r/helpers/text'))).type).toBe('text/plain;charset=utf-8');
    expect(await read(await s.call('/r/helpers/html'))).toEqual({
      status: 200,
      type: 'text/html;charset=utf-8',
      body: '<b>h</b>',
    });
    const redirect = await s.call('/r/helpers/redirect', { redirect: 'manual' });
    expect([redirect.status, redirect.headers.get('location'), redirect.headers.get('x-kept')]).toEqual([
      307,
      '/elsewhere',
      '1',
    ]);
  });

  test('204 and 304 answers carry no body and no Content-Type, over the socket and in app.fetch() alike', async () => {
    await using s = await startApp([ResponsesController]);
    for (const [path, method, status] of [
      ['/r/gone', 'DELETE', 204],
      ['/r/gone-ctx', 'DELETE', 204],
      ['/r/not-modified', 'GET', 304],
    ] as const) {
      for (const res of [
        await s.call(path, { method }),
        await s.app.fetch(new Request(`http://local${path}`, { method })),
      ]) {
        expect([path, res.status, res.headers.get('content-type'), await res.text()]).toEqual([path, status, null, '']);
      }
    }
    expect((await s.call('/r/gone-ctx', { method: 'DELETE' })).headers.get('x-a')).toBe('b');
  });

  test('a value under ctx.status = 204 or 304 without a response header, or @HttpCode(204) under a middleware, is dropped with its type too', async () => {
    await using s = await startApp([ResponsesController]);
    const cases = [
      ['/r/gone-status', 'DELETE', 204],
      ['/r/not-modified-status', 'GET', 304],
      ['/r/gone-wrapped', 'DELETE', 204],
      ['/r/gone-stream', 'GET', 204],
      ['/r/gone-cursor', 'GET', 204],
    ] as const;
    for (const [path, method, status] of cases) {
      for (const res of [
        await s.call(path, { method }),
        await s.app.fetch(new Request(`http://local${path}`, { method })),
      ]) {
        expect([path, res.status, res.headers.get('content-type'), await res.text()]).toEqual([path, status, null, '']);
      }
    }
    // The generator's stream was dropped, not left waiting at its first `yield`: its `finally` ran; and
    // the cursor was ended. Twice each (socket, in-process).
    await sleep(10);
    expect(droppedStreams).toBe(4);
  });

  test('ctx.redirect with a status that is no redirect is a RangeError naming it (a 500, logged)', async () => {
    const { logged, logger } = createLogger();
    await using s = await startApp([ResponsesController], [], { logger });
    expect((await s.call('/r/helpers/redirect-200', { redirect: 'manual' })).status).toBe(500);
    expect(String(logged[0]?.at(-1))).toContain(
      'RangeError: @fw/core: ctx.redirect(location, 200): a redirect status is 300 to 399 (302 when left out)',
    );
  });
});
