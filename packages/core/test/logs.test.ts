import { afterAll, expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Ctx, Fw, Get, Logger, Param, Service, type Context, type LogOptions } from '../src/index.ts';

@Service()
class Orders {
  constructor(private readonly log: Logger) {}
  find(id: string) {
    this.log.info({ orderId: id, token: 'secret-token' }, 'order read');
    return { id };
  }
}

@Controller('/orders')
class OrdersController {
  constructor(private readonly orders: Orders) {}
  @Get(':id') find(@Param('id') id: string) {
    return this.orders.find(id);
  }
  @Get('broken/now') broken() {
    throw new Error('disk on fire');
  }
}

let ticks = 0;

@Controller('/streams')
class StreamsController {
  @Get('lines') async *lines() {
    yield 'héllo\n';
    yield new TextEncoder().encode('bytes\n');
  }
  @Get('events') async *events(@Ctx() ctx: Context) {
    ctx.setHeader('content-type', 'text/event-stream');
    for (;;) {
      ticks++;
      yield `data: ${ticks % 10}\n\n`;
      await sleep(5);
    }
  }
  @Get('broken') async *broken() {
    yield 'half';
    throw new Error('stream broke');
  }
}

type Line = Record<string, unknown> & { req?: Record<string, unknown>; res?: Record<string, unknown> };

async function startApp(log: LogOptions) {
  const lines: string[] = [];
  const app = new Fw({ log: { ...log, write: (line) => lines.push(line) } });
  app.route('GET', '/sized', () => new Response('hello', { headers: { 'content-length': '5' } }));
  await app.controllers([OrdersController, StreamsController]).services([Orders]).listen(0);
  return { app, lines, parsed: () => lines.map((line) => JSON.parse(line) as Line) };
}

const json = await startApp({ format: 'json', redact: ['token'] });
afterAll(() => json.app.stop());

test('one JSON line per request in pino’s fields, with the route template, status, bytes and duration', async () => {
  json.lines.length = 0;
  const response = await fetch(new URL('/orders/7', json.app.url), { headers: { 'x-request-id': 'req-1' } });
  expect(await response.text()).toBe('{"id":"7"}');
  const access = json.parsed().find((line) => line.msg === 'request completed') as Line;
  expect(access).toMatchObject({
    level: 30,
    reqId: 'req-1',
    req: { method: 'GET', url: `${json.app.url.origin}/orders/7`, route: '/orders/:id' },
    res: { statusCode: 200 },
  });
  expect(typeof access.time).toBe('number');
  expect(access.responseTime).toBeGreaterThan(0);
  expect(Object.keys(access).slice(0, 2)).toEqual(['level', 'time']);
  json.lines.length = 0;
  await (await fetch(new URL('/sized', json.app.url))).text();
  expect(json.parsed()[0]?.res).toEqual({ statusCode: 200, bytes: 5 });
  expect(json.parsed()[0]?.req?.route).toBe('/sized');
});

test('a streamed body is counted as it is sent, and its line written when it ends', async () => {
  json.lines.length = 0;
  const response = await fetch(new URL('/streams/lines', json.app.url));
  expect(await response.text()).toBe('héllo\nbytes\n');
  await sleep(10);
  const access = json.parsed().find((line) => line.msg === 'request completed') as Line;
  expect(access.res).toEqual({ statusCode: 200, bytes: 13 });
  expect(access.req?.route).toBe('/streams/lines');
});

test('an event stream the client leaves is logged with the bytes it sent', async () => {
  json.lines.length = 0;
  const abort = new AbortController();
  const response = await fetch(new URL('/streams/events', json.app.url), { signal: abort.signal });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let received = '';
  while (received.split('\n\n').length < 4) received += new TextDecoder().decode((await reader.read()).value);
  expect(json.lines).toEqual([]);
  abort.abort();
  for (let wait = 0; wait < 100 && json.lines.length === 0; wait++) await sleep(10);
  const access = json.parsed().find((line) => line.msg === 'request completed') as Line;
  expect(access.res?.statusCode).toBe(200);
  // Every event is 9 bytes (`data: n` and a blank line); the server may have sent more than was read.
  expect(access.res?.bytes as number).toBeGreaterThanOrEqual(received.length);
  expect((access.res?.bytes as number) % 9).toBe(0);
});

test('a stream that fails after its headers is logged as an error with the bytes sent', async () => {
  json.lines.length = 0;
  // The connection is reset: whether the first chunk arrives before that is the runtime's affair.
  await fetch(new URL('/streams/broken', json.app.url))
    .then((response) => response.text())
    .catch(() => '');
  for (let wait = 0; wait < 100 && json.lines.length === 0; wait++) await sleep(10);
  const errored = json.parsed().find((line) => line.msg === 'request errored') as Line;
  expect(errored).toMatchObject({ level: 50, res: { statusCode: 200, bytes: 4 }, err: { message: 'stream broke' } });
});

test('the request id is in the access line, in a service’s line and in the error log', async () => {
  json.lines.length = 0;
  await fetch(new URL('/orders/8', json.app.url), { headers: { 'x-request-id': 'req-2' } });
  const broken = await fetch(new URL('/orders/broken/now', json.app.url), { headers: { 'x-request-id': 'req-3' } });
  expect(broken.status).toBe(500);
  const lines = json.parsed();
  const service = lines.find((line) => line.msg === 'order read');
  expect(service).toMatchObject({ level: 30, reqId: 'req-2', orderId: '8' });
  expect(lines.find((line) => line.msg === 'request completed')?.reqId).toBe('req-2');
  const error = lines.find((line) => line.level === 50 && line.err !== undefined) as Line;
  expect(error).toMatchObject({ reqId: 'req-3', err: { type: 'Error', message: 'disk on fire' } });
  expect(String(error.msg)).toContain('GET');
  const errored = lines.find((line) => line.msg === 'request errored');
  expect(errored).toMatchObject({ level: 50, reqId: 'req-3', res: { statusCode: 500 } });
});

test('authorization and cookies are redacted by default, and the fields the app names too', async () => {
  json.lines.length = 0;
  const headers = { authorization: 'Bearer abc', cookie: 'sid=xyz', 'x-request-id': 'req-4' };
  await fetch(new URL('/orders/9', json.app.url), { headers });
  const text = json.lines.join('\n');
  for (const secret of ['Bearer abc', 'sid=xyz', 'secret-token']) expect(text).not.toContain(secret);
  const access = json.parsed().find((line) => line.msg === 'request completed') as Line;
  const logged = access.req?.headers as Record<string, string>;
  expect([logged.authorization, logged.cookie]).toEqual(['[Redacted]', '[Redacted]']);
  expect(json.parsed().find((line) => line.msg === 'order read')?.token).toBe('[Redacted]');
});

test('access: false keeps the service lines; level filters; pretty is one readable line with the id', async () => {
  const quiet = await startApp({ format: 'pretty', access: false, level: 'info' });
  try {
    await fetch(new URL('/orders/5', quiet.app.url), { headers: { 'x-request-id': 'req-5' } });
    expect(quiet.lines).toHaveLength(1);
    expect(quiet.lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}\[req-5\] order read \{"orderId":"5",/);
  } finally {
    await quiet.app.stop();
  }
  const warnOnly = await startApp({ format: 'json', level: 'warn' });
  try {
    await fetch(new URL('/orders/6', warnOnly.app.url));
    expect(warnOnly.lines).toEqual([]);
  } finally {
    await warnOnly.app.stop();
  }
});

test('a child logger carries its fields; the Logger is injectable without the log option', async () => {
  const app = await new Fw().controllers([OrdersController]).services([Orders]).listen(0);
  try {
    expect((await fetch(new URL('/orders/1', app.url))).status).toBe(200);
  } finally {
    await app.stop();
  }
  const lines: string[] = [];
  const root = new Logger({
    level: 30,
    pretty: false,
    access: true,
    redact: new Set(),
    write: (line) => lines.push(line),
    base: { worker: 2 },
  });
  root.child({ component: 'mailer' }).warn('queue full');
  expect(JSON.parse(lines[0] as string)).toMatchObject({
    level: 40,
    worker: 2,
    component: 'mailer',
    msg: 'queue full',
  });
});

test('an unknown log level or format is refused at new Fw()', () => {
  expect(() => new Fw({ log: { level: 'verbose' as 'info' } })).toThrow(
    '@fw/core: Invalid Fw option log.level: "verbose"; expected',
  );
  expect(() => new Fw({ log: { format: 'text' as 'json' } })).toThrow('Invalid Fw option log.format: "text"');
  expect(() => new Fw({ log: 'yes' as unknown as boolean })).toThrow('Invalid Fw option log: "yes"');
});
