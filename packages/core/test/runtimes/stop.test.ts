// Stopping on every runtime: keep-alive clients that loop requests while the app gets SIGTERM see no request
// fail, each connection ending with a FIN after a `Connection: close` answer; a second SIGTERM cuts what is left.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { openKeepAlive } from '../keep-alive-client.ts';
import { buildForNode, RUNTIMES, startFixture, type RunningApp } from './runtime-process.ts';

const CLIENTS = 4;
const started: RunningApp[] = [];

beforeAll(buildForNode, 180_000);
afterAll(() => {
  for (const app of started) app.child.kill('SIGKILL');
});

for (const runtime of RUNTIMES) {
  test(`on ${runtime.name}: ${CLIENTS} looping keep-alive clients through SIGTERM, no request fails`, async () => {
    const app = await startFixture(runtime);
    started.push(app);
    const connections = await Promise.all(Array.from({ length: CLIENTS }, () => openKeepAlive(app.port)));
    const loops = connections.map(async (connection) => {
      let answered = 0;
      for (;;) {
        const response = await connection.get('/items/1');
        expect(response.status).toBe(200);
        answered++;
        if (response.headers.get('connection') === 'close') return answered;
      }
    });
    await Bun.sleep(200);
    app.child.kill('SIGTERM');
    const answered = await Promise.all(loops);
    expect(answered.every((count) => count > 1)).toBe(true);
    expect(await Promise.all(connections.map((connection) => connection.ended))).toEqual(
      Array.from({ length: CLIENTS }, () => 'fin'),
    );
    expect((await app.exited).signal).toBe('SIGTERM');
  }, 20_000);
}

for (const runtime of RUNTIMES) {
  test(`on ${runtime.name}: a second SIGTERM cuts a request in flight and ends the process at once`, async () => {
    const app = await startFixture(runtime);
    started.push(app);
    const connection = await openKeepAlive(app.port);
    const inFlight = connection.get('/http/slow?ms=10000').then(
      () => 'answered',
      () => 'cut',
    );
    await Bun.sleep(100);
    app.child.kill('SIGTERM');
    // Past the window in which a second signal is the same key press.
    await Bun.sleep(300);
    const before = performance.now();
    app.child.kill('SIGTERM');
    expect(await inFlight).toBe('cut');
    await app.exited;
    expect(performance.now() - before).toBeLessThan(3000);
  }, 20_000);
}
