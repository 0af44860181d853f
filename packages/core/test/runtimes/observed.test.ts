// With `log` on, every answer carries its request id on every runtime, plain answers (which the Node runtime
// writes without a `Response`) as well, with the type, length and status they would have had without it.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import path from 'node:path';
import { sendRaw } from '../raw-http.ts';
import { buildForNode, RUNTIMES, startFixture, type RunningApp } from './runtime-process.ts';

const OBSERVED = path.join(import.meta.dir, 'observed');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(() => buildForNode(OBSERVED), 180_000);

for (const runtime of RUNTIMES) {
  describe(`on ${runtime.name}`, () => {
    let app: RunningApp;
    const at = (path: string) => new URL(path, app.url);
    beforeAll(async () => void (app = await startFixture(runtime, {}, { folder: OBSERVED })), 30_000);
    afterAll(() => void app?.child.kill('SIGKILL'));

    test('a plain answer carries the request id it was sent, its type, length and status unchanged', async () => {
      const json = await fetch(at('/plain/json'), { headers: { 'x-request-id': 'req-1' } });
      expect([json.headers.get('x-request-id'), json.headers.get('content-type'), await json.json()]).toEqual([
        'req-1',
        expect.stringMatching(/^application\/json/),
        { plain: true },
      ]);
      const text = await fetch(at('/plain/text'), { headers: { 'x-request-id': 'req-2' } });
      expect([
        text.headers.get('x-request-id'),
        text.headers.get('content-type')?.toLowerCase(),
        text.headers.get('content-length'),
        await text.text(),
      ]).toEqual(['req-2', 'text/plain;charset=utf-8', '6', 'héllo']);
      const nothing = await fetch(at('/plain/nothing'), { headers: { 'x-request-id': 'req-3' } });
      expect([nothing.status, nothing.headers.get('x-request-id'), await nothing.text()]).toEqual([204, 'req-3', '']);
      const created = await fetch(at('/plain/created'), { headers: { 'x-request-id': 'req-4' } });
      expect([created.status, created.headers.get('x-request-id'), await created.json()]).toEqual([
        201,
        'req-4',
        { made: true },
      ]);
      const head = await fetch(at('/plain/text'), { method: 'HEAD', headers: { 'x-request-id': 'req-5' } });
      expect([head.headers.get('x-request-id'), head.headers.get('content-length'), await head.text()]).toEqual([
        'req-5',
        '6',
        '',
      ]);
    });

    test("a raw route reads its request's params, the first request of a path and the next", async () => {
      for (const id of ['1', 'caf%C3%A9']) {
        const answered = await fetch(at(`/raw/users/${id}`));
        expect(await answered.json()).toEqual({ id: decodeURIComponent(id) });
      }
    });

    test('without one, or with one it refuses, the answer carries a generated id', async () => {
      const generated = await fetch(at('/plain/json'));
      expect(generated.headers.get('x-request-id')).toMatch(UUID);
      const refused = await fetch(at('/plain/json'), { headers: { 'x-request-id': 'a b' } });
      expect(refused.headers.get('x-request-id')).toMatch(UUID);
    });

    test("a middleware's header and the request id are both sent", async () => {
      const stamped = await fetch(at('/plain/stamped'), { headers: { 'x-request-id': 'req-6' } });
      expect([stamped.headers.get('x-stamped'), stamped.headers.get('x-request-id'), await stamped.text()]).toEqual([
        'yes',
        'req-6',
        'stamped',
      ]);
    });

    test('the access log line names the id and the status the client got', async () => {
      await fetch(at('/raw/lines'));
      const answered = await fetch(at('/plain/created'), { headers: { 'x-request-id': 'req-7' } });
      await answered.text();
      const lines: { reqId: string; res: { statusCode: number }; req: { route: string } }[] = await (
        await fetch(at('/raw/lines'))
      ).json();
      const line = lines.find((entry) => entry.reqId === 'req-7');
      expect([line?.res.statusCode, line?.req.route]).toEqual([201, '/plain/created']);
    });

    test("the line's headers are the request's as Headers iterates them: lower case, in order, joined", async () => {
      await fetch(at('/raw/lines'));
      const headers = { 'X-Request-Id': 'req-8', 'x-dup': 'a', 'X-Dup': 'b', 'B-Last': '1', accept: '*/*' };
      await sendRaw(app.port, '/plain/json', { headers });
      const lines: { reqId: string; req: { headers: Record<string, string> } }[] = await (
        await fetch(at('/raw/lines'))
      ).json();
      const line = lines.find((entry) => entry.reqId === 'req-8');
      expect(Object.entries(line?.req.headers ?? {})).toEqual([
        ['accept', '*/*'],
        ['b-last', '1'],
        ['connection', 'close'],
        ['host', 'localhost'],
        ['x-dup', 'a, b'],
        ['x-request-id', 'req-8'],
      ]);
    });
  });
}
