import { expect, setDefaultTimeout, test } from 'bun:test';
import { join } from 'node:path';
import { startChildApp } from './child-app.ts';
import { sendRaw } from './raw-http.ts';

// The workers fixture in its 'log' mode: `log: { format: 'json' }`, two workers, JSON lines on the shared stdout.
setDefaultTimeout(30_000);
const fixture = join(import.meta.dir, 'fixtures/workers');

type Line = Record<string, unknown>;

async function waitFor<T>(what: string, find: () => T | undefined, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(10);
  }
}

test('under workers every log line carries its worker, set by fw, not by the app', async () => {
  const app = startChildApp(fixture, ['app.ts', 'log']);
  const port = Number((await app.until('listening ')).split(' ')[1]);
  const json = () => app.lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Line);
  const pidOf = (id: number) => Number(app.lines.findLast((line) => line.startsWith(`listen ${id} `))?.split(' ')[2]);
  // The app's own Logger line, written in each worker's onListen.
  for (const id of [1, 2]) {
    const line = await waitFor(`worker ${id}'s line`, () =>
      json().find((each) => each.msg === 'worker listening' && each.worker === id),
    );
    expect(line.pid).toBe(pidOf(id));
  }
  // Access lines: the id sent in is found in the line of the worker whose pid answered.
  const answered = new Set<number>();
  for (let i = 0; i < 200 && answered.size < 2; i++) {
    const reqId = `probe-${i}`;
    const { body } = await sendRaw(port, '/pid', { headers: { 'x-request-id': reqId } });
    const access = await waitFor(`the access line of ${reqId}`, () => json().find((each) => each.reqId === reqId));
    expect(access.msg).toBe('request completed');
    expect(pidOf(access.worker as number)).toBe(Number(body));
    answered.add(access.worker as number);
  }
  expect(answered).toEqual(new Set([1, 2]));
  app.child.kill('SIGTERM');
  await app.exit();
  const lines = json();
  expect(lines.length).toBeGreaterThan(3);
  for (const line of lines) expect([1, 2]).toContain(line.worker as number);
});
