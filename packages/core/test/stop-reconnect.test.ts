import { expect, test } from 'bun:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Fw, Get } from '../src/index.ts';
import { openKeepAlive, type KeepAliveConnection } from './keep-alive-client.ts';

// A client that honours `Connection: close` opens a new connection at once. During a stop that new
// connection must be refused (ECONNREFUSED, which a client or balancer retries) or served, never
// accepted and then reset as the listener closes.

const CLIENTS = 32;
const WORK_MS = 1;
const gate = { started: false, release: () => {} };

@Controller('/again')
class AgainController {
  @Get('work') async work() {
    await sleep(WORK_MS);
    return 'done';
  }

  @Get('slow') async slow() {
    gate.started = true;
    await new Promise<void>((resolve) => (gate.release = resolve));
    return 'late';
  }
}

const listen = () =>
  new Fw({ logger: { error: () => {} } })
    .controllers([AgainController])
    .route('GET', '/again/raw', async () => {
      await sleep(WORK_MS);
      return new Response('raw');
    })
    .listen(0);

interface Tally {
  answered: number;
  closeSaid: number;
  refused: number;
  failed: string[];
}

/** Requests on one connection; a new connection after each `Connection: close`, until a connect is refused. */
async function reconnectingClient(port: number, path: string, tally: Tally, deadline: number): Promise<void> {
  let connection: KeepAliveConnection | undefined;
  while (performance.now() < deadline) {
    try {
      connection ??= await openKeepAlive(port);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ECONNREFUSED') return void tally.refused++;
      return void tally.failed.push(`connect: ${code}`);
    }
    try {
      const response = await connection.get(path);
      tally.answered++;
      if (response.headers.get('connection') !== 'close') continue;
      tally.closeSaid++;
      connection.close();
      connection = undefined;
    } catch (error) {
      return void tally.failed.push((error as Error).message);
    }
  }
  connection?.close();
}

for (const path of ['/again/work', '/again/raw']) {
  test(`${path}: clients reconnecting at once during stop() are refused, none reset`, async () => {
    const app = await listen();
    const tally: Tally = { answered: 0, closeSaid: 0, refused: 0, failed: [] };
    const deadline = performance.now() + 3000;
    const clients = Array.from({ length: CLIENTS }, () => reconnectingClient(app.port, path, tally, deadline));
    await sleep(150);
    await app.stop();
    await Promise.all(clients);
    expect(tally.failed).toEqual([]);
    expect(tally.refused).toBe(CLIENTS);
    expect(tally.closeSaid).toBeGreaterThanOrEqual(CLIENTS);
    expect(tally.answered).toBeGreaterThan(CLIENTS);
  });
}

test('a response that ends during the stop says close only once new connections are refused', async () => {
  const app = await listen();
  const port = app.port;
  const connection = await openKeepAlive(port);
  gate.started = false;
  const response = connection.get('/again/slow');
  while (!gate.started) await sleep(1);
  const stopped = app.stop();
  // Within the stop's last 5 ms, before the listener closes.
  await sleep(1);
  gate.release();
  const answer = await response;
  const reconnect = await openKeepAlive(port).then(
    (again) => (again.close(), 'accepted'),
    (error: NodeJS.ErrnoException) => error.code,
  );
  expect([answer.body, answer.headers.get('connection'), reconnect]).toEqual(['late', 'close', 'ECONNREFUSED']);
  expect(await connection.ended).toBe('fin');
  await stopped;
});
