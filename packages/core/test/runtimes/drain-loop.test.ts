// The drain's promise on every runtime: keep-alive clients that loop requests while the app gets SIGTERM see
// no request fail; each connection's last response says `Connection: close` and the connection ends with a FIN.
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
