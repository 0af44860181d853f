import { expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Ctx, Get, Header, HttpCode, UnauthorizedException, type Context } from '../src/index.ts';
import { startApp } from './helpers.ts';

// A handler that is a generator (Elysia's way to stream) answers a stream of what it yields, not the
// generator object as JSON (`{}`), and is ended when the client goes away.

let finished = 0;

@Controller('/gen')
class GeneratorController {
  @Get('async') async *countdown() {
    for (const n of [3, 2, 1]) yield `${n}\n`;
  }

  @Get('sync') *bytes() {
    yield new TextEncoder().encode('a');
    yield 'b';
  }

  @Get('events') async *events(@Ctx() ctx: Context) {
    ctx.setHeader('content-type', 'text/event-stream');
    try {
      for (let n = 0; ; n++) {
        yield `data: ${n}\n\n`;
        await sleep(5);
      }
    } finally {
      finished++;
    }
  }

  @Get('list') list() {
    return [...new Set(['stays', 'json'])];
  }

  // Checked before the first chunk: a 401, not a 200 stream that breaks.
  @Get('guarded') async *guarded(@Header('authorization') auth: string | undefined) {
    if (auth !== 'secret') throw new UnauthorizedException('token required');
    yield 'welcome';
  }

  @Get('created') @HttpCode(201) *created() {
    yield 'made';
  }

  // Values that are neither text nor bytes go out as JSON lines; `undefined` sends nothing.
  @Get('values') async *values() {
    yield { n: 1 };
    yield undefined;
    yield [2, 'two'];
    yield 3;
    yield null;
    yield new TextEncoder().encode('raw\n').buffer;
    yield new DataView(new TextEncoder().encode('view\n').buffer);
    yield 'text';
  }

  // In an event stream a yielded object is an event; a string is a frame the handler wrote.
  @Get('object-events') async *objectEvents(@Ctx() ctx: Context) {
    ctx.setHeader('Content-Type', 'Text/Event-Stream; charset=utf-8');
    yield { n: 1 };
    yield ': ping\n\n';
    yield [2];
  }

  // The same for an iterator handed on under a header set before it.
  @Get('relayed-events') relayedEvents(@Ctx() ctx: Context) {
    ctx.setHeader('content-type', 'text/event-stream');
    return [{ n: 1 }, { n: 2 }].values();
  }

  // Only nothing to send after the first step: the stream still ends instead of waiting.
  @Get('nothing') *nothing() {
    yield undefined;
    yield undefined;
  }

  // Not a generator itself: it hands one on, and the generic response mapping streams it.
  @Get('relayed') relayed() {
    return this.countdown();
  }
}

test('generators stream what they yield; arrays stay JSON', async () => {
  await using s = await startApp([GeneratorController]);
  const countdown = await s.call('/gen/async');
  expect([countdown.status, countdown.headers.get('content-type'), await countdown.text()]).toEqual([
    200,
    'application/octet-stream',
    '3\n2\n1\n',
  ]);
  expect(await (await s.call('/gen/sync')).text()).toBe('ab');
  expect(await (await s.call('/gen/list')).json()).toEqual(['stays', 'json']);
  expect(await (await s.call('/gen/relayed')).text()).toBe('3\n2\n1\n');
  const created = await s.call('/gen/created');
  expect([created.status, await created.text()]).toEqual([201, 'made']);
});

test('a generator yielding objects and numbers streams JSON lines (NDJSON), bytes as they are', async () => {
  await using s = await startApp([GeneratorController]);
  const values = await s.call('/gen/values');
  expect([values.status, await values.text()]).toEqual([200, '{"n":1}\n[2,"two"]\n3\nnull\nraw\nview\ntext']);
  const nothing = await s.call('/gen/nothing');
  expect([nothing.status, await nothing.text()]).toEqual([200, '']);
  const inProcess = await s.app.fetch(new Request('http://fw.test/gen/values'));
  expect(
    (await inProcess.text())
      .split('\n')
      .slice(0, 2)
      .map((line) => JSON.parse(line)),
  ).toEqual([{ n: 1 }, [2, 'two']]);
});

test('a generator whose first value is a JSON line is application/x-ndjson; text and bytes: octet-stream', async () => {
  await using s = await startApp([GeneratorController]);
  const type = async (path: string) => (await s.call(path)).headers.get('content-type');
  expect(await type('/gen/values')).toBe('application/x-ndjson');
  expect(await type('/gen/async')).toBe('application/octet-stream');
  expect(await type('/gen/sync')).toBe('application/octet-stream');
  expect(await type('/gen/object-events')).toBe('Text/Event-Stream; charset=utf-8');
  // Handed on, not run to a first value: its kind is not known when the response is built.
  expect(await type('/gen/relayed')).toBe('application/octet-stream');
  const inProcess = await s.app.fetch(new Request('http://fw.test/gen/values'));
  expect(inProcess.headers.get('content-type')).toBe('application/x-ndjson');
});

test('under text/event-stream a yielded object is a `data:` event; a string stays the frame the handler wrote', async () => {
  await using s = await startApp([GeneratorController]);
  expect(await (await s.call('/gen/object-events')).text()).toBe('data: {"n":1}\n\n: ping\n\ndata: [2]\n\n');
  expect(await (await s.call('/gen/relayed-events')).text()).toBe('data: {"n":1}\n\ndata: {"n":2}\n\n');
  expect(await (await s.call('/gen/values')).text()).toStartWith('{"n":1}\n');
});

test('an error before the first yield answers as the route’s error', async () => {
  await using s = await startApp([GeneratorController]);
  const denied = await s.call('/gen/guarded');
  expect([denied.status, await denied.json()]).toEqual([401, { statusCode: 401, message: 'token required' }]);
  expect(await (await s.call('/gen/guarded', { headers: { authorization: 'secret' } })).text()).toBe('welcome');
});

test('an endless generator with ctx headers streams events and runs its finally when the client leaves', async () => {
  await using s = await startApp([GeneratorController]);
  const abort = new AbortController();
  const response = await s.call('/gen/events', { signal: abort.signal });
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  const reader = response.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: 0\n\n');
  abort.abort();
  for (let waited = 0; finished === 0 && waited < 100; waited++) await sleep(5);
  expect(finished).toBe(1);
});
