import { expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Fw, Get, Service, type HealthIndicator } from '../src/index.ts';
import { openKeepAlive } from './keep-alive-client.ts';

let databaseUp = true;

@Service()
class Database implements HealthIndicator {
  checkHealth() {
    if (!databaseUp) throw new Error('connection refused');
    return { database: { status: 'up' as const } };
  }
}

const queue = { checkHealth: () => ({ queue: { status: 'down' as const, lag: 42 } }) };

let release = () => {};
let slowStarted = false;
@Controller('/work')
class WorkController {
  @Get('slow') async slow() {
    slowStarted = true;
    await new Promise<void>((resolve) => (release = resolve));
    return { done: true };
  }
}

test('/health answers ok in the terminus shape; /ready asks the providers that are indicators', async () => {
  const app = await new Fw({ health: true }).services([Database]).listen(0);
  try {
    const live = await fetch(new URL('/health', app.url));
    expect([live.status, await live.json()]).toEqual([200, { status: 'ok', info: {}, error: {}, details: {} }]);
    const ready = await fetch(new URL('/ready', app.url));
    const up = { database: { status: 'up' } };
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok', info: up, error: {}, details: up }]);
  } finally {
    await app.stop();
  }
});

test('a check that is down or throws answers 503 with each state under error; paths are options', async () => {
  const app = new Fw({ health: { path: '/livez', readyPath: '/readyz', checks: [queue] } }).services([Database]);
  await app.listen(0);
  try {
    const ready = await fetch(new URL('/readyz', app.url));
    expect(ready.status).toBe(503);
    const body = await ready.json();
    expect(body).toEqual({
      status: 'error',
      info: { database: { status: 'up' } },
      error: { queue: { status: 'down', lag: 42 } },
      details: { database: { status: 'up' }, queue: { status: 'down', lag: 42 } },
    });
    expect((await fetch(new URL('/livez', app.url))).status).toBe(200);
    expect((await fetch(new URL('/health', app.url))).status).toBe(404);
  } finally {
    await app.stop();
  }
});

test('an indicator that throws is down under its class name, with the message', async () => {
  const app = await new Fw({ health: true }).services([Database]).listen(0);
  try {
    databaseUp = false;
    const ready = await fetch(new URL('/ready', app.url));
    const body = (await ready.json()) as { error: unknown };
    expect([ready.status, body.error]).toEqual([503, { Database: { status: 'down', message: 'connection refused' } }]);
  } finally {
    databaseUp = true;
    await app.stop();
  }
});

test('/ready answers 503 shutting_down as soon as stop() begins, before any connection is closed', async () => {
  slowStarted = false;
  const app = await new Fw({ health: true, drainQuiet: 1000 }).controllers([WorkController]).listen(0);
  const probe = await openKeepAlive(app.port);
  expect((await probe.get('/ready')).status).toBe(200);
  const inFlight = fetch(new URL('/work/slow', app.url));
  while (!slowStarted) await sleep(1);
  let closed = false;
  void probe.ended.then(() => (closed = true));
  const stopped = app.stop();
  const during = await probe.get('/ready');
  expect(closed).toBe(false);
  expect([during.status, JSON.parse(during.body)]).toEqual([
    503,
    { status: 'shutting_down', info: {}, error: {}, details: {} },
  ]);
  release();
  expect((await inFlight).status).toBe(200);
  await stopped;
});

test('a health path that is not a path, or a check without checkHealth(), is refused at new Fw()', () => {
  const expected = "expected true, or { path: '/health', readyPath: '/ready', checks: [indicator] }";
  expect(() => new Fw({ health: { path: 'health' } })).toThrow(expected);
  expect(() => new Fw({ health: { checks: [{} as HealthIndicator] } })).toThrow('@fw/core: Invalid Fw option health');
});
