import { afterAll, beforeEach, expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { trace } from '@opentelemetry/api';
import { z } from 'zod';
import {
  Body,
  Catch,
  Controller,
  Fw,
  Get,
  Param,
  Post,
  Schema,
  UseFilters,
  UseGuards,
  type CanActivate,
  type Context,
  type ExceptionFilter,
} from '../src/index.ts';
import { installOpenTelemetry } from './otel-setup.ts';

const { spans } = installOpenTelemetry();

class AllowGuard implements CanActivate {
  canActivate() {
    return true;
  }
}

@Catch()
class TeapotFilter implements ExceptionFilter {
  catch(_error: unknown, ctx: Context) {
    return ctx.json({ teapot: true }, 418);
  }
}

@Schema(z.object({ name: z.string() }))
class ItemDto {
  name!: string;
}

@Controller('/items')
@UseGuards(AllowGuard)
class ItemsController {
  @Get(':id') async find(@Param('id') id: string) {
    // The app's own span nests under the handler's.
    return trace.getTracer('app').startActiveSpan('load item', (span) => {
      span.end();
      return { id };
    });
  }
  @Post() create(@Body() item: ItemDto) {
    return item;
  }
  @Get('fail/now') @UseFilters(TeapotFilter) fail() {
    throw new Error('no tea');
  }
  @Get('crash/now') crash() {
    throw new Error('crash');
  }
  @Get('stream/now') async *stream() {
    yield 'ab';
    await sleep(20);
    yield 'cd';
  }
}

const app = await new Fw({ tracing: true, logger: { error: () => {} } }).controllers([ItemsController]).listen(0);
afterAll(() => app.stop());
beforeEach(() => spans.reset());

const byName = (name: string) => {
  const found = spans.getFinishedSpans().find((span) => span.name === name);
  if (found === undefined) throw new Error(`no span ${name}: ${spans.getFinishedSpans().map((s) => s.name)}`);
  return found;
};
const parentOf = (span: ReturnType<typeof byName>) => span.parentSpanContext?.spanId;

test('a server span per request with the stable HTTP attributes and the route template as its name', async () => {
  const response = await fetch(new URL('/items/42?x=1', app.url));
  expect(response.status).toBe(200);
  const server = byName('GET /items/:id');
  expect(server.kind).toBe(1);
  expect(server.attributes).toMatchObject({
    'http.request.method': 'GET',
    'http.route': '/items/:id',
    'http.response.status_code': 200,
    'url.path': '/items/42',
    'url.scheme': 'http',
    'server.port': app.port,
  });
  expect(typeof server.attributes['server.address']).toBe('string');
  expect(parentOf(server)).toBeUndefined();
});

test('guards, the handler and the app’s own span are children, in that nesting', async () => {
  await fetch(new URL('/items/7', app.url));
  const server = byName('GET /items/:id');
  const guard = byName('guard AllowGuard');
  const handler = byName('handler ItemsController.find()');
  const own = byName('load item');
  expect(parentOf(guard)).toBe(server.spanContext().spanId);
  expect(parentOf(handler)).toBe(server.spanContext().spanId);
  expect(parentOf(own)).toBe(handler.spanContext().spanId);
  expect(new Set([guard, handler, own].map((span) => span.spanContext().traceId))).toEqual(
    new Set([server.spanContext().traceId]),
  );
});

test('validation is a child span; a failed one is an error span and the request a 400, not an error', async () => {
  const bad = await fetch(new URL('/items', app.url), { method: 'POST', body: '{"name":1}' });
  expect(bad.status).toBe(400);
  const server = byName('POST /items');
  const validation = byName('validation');
  expect(parentOf(validation)).toBe(server.spanContext().spanId);
  expect(validation.status.code).toBe(2);
  expect(server.status.code).toBe(0);
  expect(server.attributes['http.response.status_code']).toBe(400);
});

test('filters are a child span; a 500 marks the server span as an error', async () => {
  const response = await fetch(new URL('/items/fail/now', app.url));
  expect(response.status).toBe(418);
  const server = byName('GET /items/fail/now');
  expect(parentOf(byName('filters'))).toBe(server.spanContext().spanId);
  expect(byName('handler ItemsController.fail()').status.code).toBe(2);
  spans.reset();
  expect((await fetch(new URL('/items/crash/now', app.url))).status).toBe(500);
  expect(byName('GET /items/crash/now').status.code).toBe(2);
  spans.reset();
  await fetch(new URL('/nowhere', app.url));
  const missing = byName('GET');
  expect([missing.attributes['http.response.status_code'], missing.attributes['http.route']]).toEqual([404, undefined]);
});

test('an incoming traceparent is continued: same trace, the caller’s span as parent', async () => {
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
  const parent = '00f067aa0ba902b7';
  await fetch(new URL('/items/1', app.url), { headers: { traceparent: `00-${traceId}-${parent}-01` } });
  const server = byName('GET /items/:id');
  expect([server.spanContext().traceId, parentOf(server)]).toEqual([traceId, parent]);
});

test('a streamed body: the server span ends with its last byte and records the size sent', async () => {
  const response = await fetch(new URL('/items/stream/now', app.url));
  expect(spans.getFinishedSpans().map((span) => span.name)).not.toContain('GET /items/stream/now');
  expect(await response.text()).toBe('abcd');
  for (let wait = 0; wait < 100 && spans.getFinishedSpans().length < 2; wait++) await sleep(5);
  expect(byName('GET /items/stream/now').attributes['http.response.body.size']).toBe(4);
});
