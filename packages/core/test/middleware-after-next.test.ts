import { expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Ctx, Get, Use, type Context, type Middleware } from '../src/index.ts';
import { createLogger, startApp } from './helpers.ts';

// A middleware that throws after `next()` (an audit log that is down) answers its error instead of
// the handler's response: that response's body must not be left running.

let cancelled = 0;
let ticks = 0;

const audit: Middleware = async (_ctx, next) => {
  await next();
  throw new Error('audit store down');
};

// Replaces the handler's answer with a value of its own (a maintenance notice, a cached copy).
const replace: Middleware = async (_ctx, next) => {
  await next();
  return { replaced: true };
};

// Wraps the handler's stream in a new Response: the stream goes on, so it must not be cancelled.
const wrapStream: Middleware = async (_ctx, next) => {
  const inner = await next();
  return new Response(inner.body, { headers: { 'x-wrapped': '1', 'content-type': 'text/event-stream' } });
};

// NestJS's response-wrapping interceptor: the handler's answer, read and answered in an envelope.
const envelope: Middleware = async (ctx, next) => {
  const inner = await next();
  const data = inner.headers.get('content-type')?.startsWith('application/json')
    ? await inner.json()
    : await inner.text();
  return ctx.query.helper === undefined ? { data } : ctx.json({ data });
};

const finished: string[] = [];

@Controller('/after')
class AfterController {
  @Get('replaced') @Use(replace) async *replaced() {
    try {
      for (;;) yield 'data: 1\n\n';
    } finally {
      finished.push('replaced');
    }
  }

  @Get('wrapped') @Use(wrapStream) async *wrapped() {
    yield 'a';
    yield 'b';
  }

  // A header set on the context (a request id, CORS) makes the handler's value go through the headers path.
  @Get('text') @Use(envelope) text(@Ctx() ctx: Context) {
    ctx.setHeader('x-request-id', '7');
    return 'hello';
  }

  @Get('bytes') @Use(envelope) bytes(@Ctx() ctx: Context) {
    ctx.setHeader('x-request-id', '7');
    return new TextEncoder().encode('hello');
  }

  @Get('events') @Use(audit) events() {
    let timer: Timer | undefined;
    return new ReadableStream({
      start: (controller) =>
        void (timer = setInterval(() => (ticks++, controller.enqueue(new TextEncoder().encode('data: 1\n\n'))), 5)),
      cancel: () => {
        clearInterval(timer);
        cancelled++;
      },
    });
  }
}

test('an error thrown after next() answers 500 and cancels the dropped stream', async () => {
  const { logged, logger } = createLogger();
  await using s = await startApp([AfterController], [], { logger });
  const response = await s.call('/after/events');
  expect([response.status, await response.json()]).toEqual([
    500,
    { statusCode: 500, message: 'Internal Server Error' },
  ]);
  await sleep(30);
  expect(cancelled).toBe(1);
  const before = ticks;
  await sleep(30);
  expect(ticks).toBe(before);
  expect(String(logged[0]?.[1])).toContain('audit store down');
});

test('a value returned after next() in place of the answer cancels the dropped generator (its finally runs)', async () => {
  await using s = await startApp([AfterController]);
  const response = await s.call('/after/replaced');
  expect([response.status, await response.json()]).toEqual([200, { replaced: true }]);
  await sleep(10);
  expect(finished).toEqual(['replaced']);
});

test('a Response wrapping the inner stream after next() keeps it flowing', async () => {
  await using s = await startApp([AfterController]);
  const response = await s.call('/after/wrapped');
  expect([response.headers.get('x-wrapped'), await response.text()]).toEqual(['1', 'ab']);
});

test('a value answered after next() in place of a text or bytes answer is typed as itself, not as what it replaced', async () => {
  await using s = await startApp([AfterController]);
  for (const path of ['/after/text', '/after/bytes', '/after/text?helper', '/after/bytes?helper']) {
    const response = await s.call(path);
    const answer = [
      path,
      response.headers.get('content-type'),
      response.headers.get('x-request-id'),
      await response.text(),
    ];
    expect(answer).toEqual([path, 'application/json;charset=utf-8', '7', '{"data":"hello"}']);
  }
});
