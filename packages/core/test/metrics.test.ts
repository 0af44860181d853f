import { afterAll, expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Fw, Get, Param } from '../src/index.ts';
import { installOpenTelemetry } from './otel-setup.ts';

const { points } = installOpenTelemetry();

let release = () => {};
let started = false;
@Controller('/m')
class MeasuredController {
  @Get(':id') find(@Param('id') id: string) {
    return { id };
  }
  @Get('slow/now') async slow() {
    started = true;
    await new Promise<void>((resolve) => (release = resolve));
    return {};
  }
}

const app = await new Fw({ metrics: true }).controllers([MeasuredController]).listen(0);
afterAll(() => app.stop());

type Point = { attributes: Record<string, unknown>; value: unknown };
const withRoute = (list: Point[], route: string) => list.find((point) => point.attributes['http.route'] === route);

test('http.server.request.duration is a histogram in seconds per method, route template and status', async () => {
  for (const id of ['1', '2', '3']) expect((await fetch(new URL(`/m/${id}`, app.url))).status).toBe(200);
  await fetch(new URL('/missing', app.url));
  const duration = (await points('http.server.request.duration')) as Point[];
  const found = withRoute(duration, '/m/:id');
  expect(found?.attributes).toEqual({
    'http.request.method': 'GET',
    'url.scheme': 'http',
    'http.response.status_code': 200,
    'http.route': '/m/:id',
  });
  const value = found?.value as { count: number; sum: number; max: number };
  expect(value.count).toBe(3);
  expect(value.max).toBeLessThan(5);
  expect(value.sum).toBeGreaterThan(0);
  const missing = duration.find((point) => point.attributes['http.response.status_code'] === 404);
  expect(missing?.attributes['http.route']).toBeUndefined();
});

test('http.server.active_requests counts the request in flight, and drops it once answered', async () => {
  const active = async () =>
    ((await points('http.server.active_requests')) as Point[]).find(
      (point) => point.attributes['http.request.method'] === 'GET',
    )?.value;
  const inFlight = fetch(new URL('/m/slow/now', app.url));
  while (!started) await sleep(1);
  expect(await active()).toBe(1);
  release();
  await (await inFlight).text();
  expect(await active()).toBe(0);
});
