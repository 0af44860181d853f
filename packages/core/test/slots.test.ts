import { describe, expect, test } from 'bun:test';
import { Body, Controller, Ctx, Fw, Get, Header, Locals, Param, Post, Query, Req, type Context } from '../src/index.ts';
import { createLogger, jsonBody, startApp } from './helpers.ts';

@Controller('/slots')
class SlotsController {
  @Get(':a/:b') params(@Param('a') a: string, @Param() all: Record<string, string>) {
    return { a, all };
  }
  @Get('query') query(@Query('q') q: string, @Query() all: Record<string, unknown>) {
    return { q, all };
  }
  @Post('body') body(@Body('name') name: string, @Body() all: unknown) {
    return { name, all };
  }
  @Get('header') header(@Header('x-token') token: string, @Header() all: Record<string, string>) {
    return { token, all: all['x-token'] };
  }
  @Get('req') req(@Req() request: Request) {
    return request.method;
  }
  @Post('ctx') ctx(@Ctx() ctx: Context<{ body: { n: number } }>) {
    return { n: ctx.body.n, path: ctx.path, method: ctx.method };
  }
  @Get('locals') locals(@Locals('user') user: string, @Locals() all: object) {
    return { user, all };
  }
  @Get('missing') missing(@Query('nope') nope?: string, @Header('x-nope') header?: string) {
    return { nope: nope ?? null, header: header ?? null };
  }
}

@Controller('/form')
class FormController {
  @Post() upload(@Body() form: FormData) {
    const file = form.get('file') as File;
    return { name: form.get('name'), file: `${file.name}:${file.size}` };
  }
}

describe('request slots (experimental form)', () => {
  test('@Param with and without a key', async () => {
    await using s = await startApp([SlotsController]);
    expect(await (await s.call('/slots/1/two')).json()).toEqual({ a: '1', all: { a: '1', b: 'two' } });
  });

  test('@Query with and without a key; a repeated key becomes an array', async () => {
    await using s = await startApp([SlotsController]);
    expect(await (await s.call('/slots/query?q=hi&tag=a&tag=b&e=%C3%A9')).json()).toEqual({
      q: 'hi',
      all: { q: 'hi', tag: ['a', 'b'], e: 'é' },
    });
  });

  test('@Body with and without a key', async () => {
    await using s = await startApp([SlotsController]);
    const res = await s.call('/slots/body', jsonBody('POST', { name: 'Ada', age: 36 }));
    expect(await res.json()).toEqual({ name: 'Ada', all: { name: 'Ada', age: 36 } });
  });

  test('body types: form, text, no content type is JSON, empty is undefined', async () => {
    await using s = await startApp([SlotsController]);
    const form = await s.call('/slots/body', { method: 'POST', body: new URLSearchParams({ name: 'f' }) });
    expect(await form.json()).toEqual({ name: 'f', all: { name: 'f' } });
    const text = await s.call('/slots/body', {
      method: 'POST',
      body: 'plain',
      headers: { 'content-type': 'text/plain' },
    });
    expect(await text.json()).toEqual({ all: 'plain' });
    const bare = await s.call('/slots/body', { method: 'POST', body: new Blob(['{"name":"b"}']) });
    expect(await bare.json()).toEqual({ name: 'b', all: { name: 'b' } });
    const empty = await s.call('/slots/body', { method: 'POST' });
    expect(await empty.json()).toEqual({});
  });

  test('the content type is read in any case; a repeated form key becomes an array, as in the query', async () => {
    await using s = await startApp([SlotsController]);
    const json = await s.call('/slots/body', {
      method: 'POST',
      body: '{"name":"J"}',
      headers: { 'content-type': 'Application/JSON; Charset=UTF-8' },
    });
    expect(await json.json()).toEqual({ name: 'J', all: { name: 'J' } });
    const text = await s.call('/slots/body', {
      method: 'POST',
      body: 'plain',
      headers: { 'content-type': 'TEXT/Plain' },
    });
    expect(await text.json()).toEqual({ all: 'plain' });
    const form = await s.call('/slots/body', {
      method: 'POST',
      body: 'tag=a&tag=b&name=f',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await form.json()).toEqual({ name: 'f', all: { tag: ['a', 'b'], name: 'f' } });
    // `curl -d` sends `#` and `?` raw: in a body they are data, not a fragment or a second query.
    const raw = await s.call('/slots/body', {
      method: 'POST',
      body: 'note=a#b?c&name=f',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await raw.json()).toEqual({ name: 'f', all: { note: 'a#b?c', name: 'f' } });
  });

  test('multipart/form-data → FormData, sized or chunked; a malformed one answers 400, not 500', async () => {
    const { logged, logger } = createLogger();
    await using s = await startApp([FormController], [], { logger });
    const form = new FormData();
    form.append('name', 'Ada');
    form.append('file', new File(['hello'], 'a.txt', { type: 'text/plain' }));
    expect(await (await s.call('/form', { method: 'POST', body: form })).json()).toEqual({
      name: 'Ada',
      file: 'a.txt:5',
    });
    const multipart = [
      '--FwB',
      'content-disposition: form-data; name="name"',
      '',
      'Ada',
      '--FwB',
      'content-disposition: form-data; name="file"; filename="a.txt"',
      'content-type: text/plain',
      '',
      'hello',
      '--FwB--',
      '',
    ].join('\r\n');
    const chunked = new ReadableStream({
      start: (controller) => {
        controller.enqueue(new TextEncoder().encode(multipart));
        controller.close();
      },
    });
    // A boundary keeps its case: only the media type is compared case-insensitively.
    const streamed = await s.call('/form', {
      method: 'POST',
      body: chunked,
      headers: { 'content-type': 'Multipart/Form-Data; boundary=FwB' },
      duplex: 'half',
    } as RequestInit);
    expect(await streamed.json()).toEqual({ name: 'Ada', file: 'a.txt:5' });
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=xyz']) {
      const bad = await s.call('/form', { method: 'POST', body: 'garbage', headers: { 'content-type': type } });
      expect([bad.status, await bad.json()]).toEqual([
        400,
        { statusCode: 400, message: 'Malformed multipart/form-data body' },
      ]);
    }
    expect(logged).toEqual([]);
  });

  test('@Header with and without a key', async () => {
    await using s = await startApp([SlotsController]);
    expect(await (await s.call('/slots/header', { headers: { 'X-Token': 't1' } })).json()).toEqual({
      token: 't1',
      all: 't1',
    });
  });

  test('@Req, @Ctx, @Locals', async () => {
    await using s = await startApp([SlotsController], [], {}, (app) =>
      app.use((ctx) => {
        ctx.locals.user = 'ada';
      }),
    );
    expect(await (await s.call('/slots/req')).text()).toBe('GET');
    expect(await (await s.call('/slots/ctx?x=1', jsonBody('POST', { n: 3 }))).json()).toEqual({
      n: 3,
      path: '/slots/ctx',
      method: 'POST',
    });
    expect(await (await s.call('/slots/locals')).json()).toEqual({ user: 'ada', all: { user: 'ada' } });
  });

  test('absent query keys and headers are undefined', async () => {
    await using s = await startApp([SlotsController]);
    expect(await (await s.call('/slots/missing')).json()).toEqual({ nope: null, header: null });
  });

  // Without middleware a route that cannot reach its context runs without one (pipeline/compile-route.ts);
  // a middleware puts the same slots on the context path. Both must answer alike.
  test('slots read the same with a middleware (through the context) as without', async () => {
    const calls: [string, RequestInit?][] = [
      ['/slots/query?q=a+b&tag=x&tag=y'],
      ['/slots/body', jsonBody('POST', { name: 'Ada', age: 36 })],
      ['/slots/body', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }],
      ['/slots/req'],
      ['/slots/missing?nope=1', { headers: { 'x-nope': 'h' } }],
    ];
    const answer = async (setup?: (app: Fw) => void) => {
      await using s = await startApp([SlotsController], [], {}, setup);
      const answers: [number, string][] = [];
      for (const [path, init] of calls) {
        const res = await s.call(path, init);
        answers.push([res.status, await res.text()]);
      }
      return answers;
    };
    const direct = await answer();
    expect(direct.map(([status]) => status)).toEqual([200, 201, 400, 200, 200]);
    expect(await answer((app) => app.use(() => undefined))).toEqual(direct);
  });
});

describe('handlers whose parameters no slot decorator covers', () => {
  test('listen() fails naming the class, the method and the fix', async () => {
    @Controller('/bad')
    class BadController {
      @Get() list(@Query('a') a: string, b: string) {
        return a + b;
      }
    }
    const error = await new Fw()
      .controllers([BadController])
      .listen(0)
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('BadController.list(): parameter #1 has no slot decorator');
    expect((error as Error).message).toContain('extend "./node_modules/@fw/core/tsconfig.preset.json"');
  });

  test('a lone undecorated ctx parameter is refused too', async () => {
    @Controller('/bad2')
    class LoneController {
      @Get() list(ctx: Context) {
        return ctx.path;
      }
    }
    await expect(new Fw().controllers([LoneController]).listen(0)).rejects.toThrow(
      'LoneController.list(): parameter #0 has no slot decorator',
    );
  });
});

describe('@Param(key) must name a :param segment of its route', () => {
  test('a misspelt name fails listen(), listing the names the path has', async () => {
    @Controller('/users')
    class UsersController {
      @Get(':userId') one(@Param('id') id: string) {
        return id;
      }
    }
    await expect(new Fw().controllers([UsersController]).listen(0)).rejects.toThrow(
      "UsersController.one(): @Param('id') names no segment of GET /users/:userId; its params are :userId.",
    );
  });

  test("an optional :id? read by @Param('id') says optional params are not supported", async () => {
    @Controller('/users')
    class OptionalController {
      @Get('/:id?') one(@Param('id') id: string) {
        return id;
      }
    }
    await expect(new Fw().controllers([OptionalController]).listen(0)).rejects.toThrow(
      "OptionalController.one(): @Param('id') reads :id? of GET /users/:id?: optional params are not supported: " +
        'declare both routes, one with :id and one without it (a handler each).',
    );
  });

  test('a child controller under a parent without that param fails too; a parent param reaches the child', async () => {
    @Controller('posts')
    class PostsController {
      @Get() list(@Param('id') id: string) {
        return id;
      }
    }
    @Controller({ path: '/feeds', children: [PostsController] })
    class FeedsController {}
    await expect(new Fw().controllers([FeedsController]).listen(0)).rejects.toThrow(
      "PostsController.list(): @Param('id') names no segment of GET /feeds/posts; the path has no :param segment.",
    );
    @Controller({ path: '/users/:id', children: [PostsController] })
    class UserFeedsController {}
    await using s = await startApp([UserFeedsController]);
    expect(await (await s.call('/users/7/posts')).text()).toBe('7');
  });
});
