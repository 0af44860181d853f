// The runtime port's promise: one app answers the same on every runtime. Each runtime starts the fixture app
// as its own process (Node runs @fw/core's dist and the app compiled by tsc) and is driven over a real socket.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { connect } from 'node:net';
import { openKeepAlive } from '../keep-alive-client.ts';
import { sendRaw } from '../raw-http.ts';
import { buildForNode, RUNTIMES, startFixture, type RunningApp } from './runtime-process.ts';

beforeAll(buildForNode, 180_000);

for (const runtime of RUNTIMES) {
  describe(`on ${runtime.name}`, () => {
    let app: RunningApp;
    const at = (path: string) => new URL(path, app.url);
    beforeAll(async () => void (app = await startFixture(runtime)), 30_000);
    afterAll(() => void app?.child.kill('SIGKILL'));

    test('listen(0) binds a free port that app.url and app.port report', () => {
      expect([app.url.hostname, app.url.port]).toEqual(['localhost', String(app.port)]);
      expect(app.port).toBeGreaterThan(0);
    });

    test('routing: params, a static path before a :param, 405 with Allow, 501, 404', async () => {
      expect(await (await fetch(at('/items/7'))).json()).toEqual({ id: '7' });
      // UTF-8 both ways: an escaped param decoded, and its bytes sent back as they were.
      expect(await (await fetch(at('/items/caf%C3%A9'))).json()).toEqual({ id: 'café' });
      expect(await (await fetch(at('/items/fixed'))).json()).toEqual({ fixed: true });
      const refused = await fetch(at('/items/7'), { method: 'DELETE' });
      expect([refused.status, refused.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
      expect((await fetch(at('/items'), { method: 'PROPFIND' })).status).toBe(501);
      const missing = await fetch(at('/nope'));
      expect([missing.status, await missing.json()]).toEqual([404, { statusCode: 404, message: 'Cannot GET /nope' }]);
    });

    test('a JSON body is parsed; one over the body limit is refused with 413', async () => {
      const post = (body: string) =>
        fetch(at('/items'), { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      const created = await post('{"a":1}');
      expect([created.status, await created.json()]).toEqual([201, { received: { a: 1 } }]);
      const tooLarge = await post(JSON.stringify({ a: 'x'.repeat(2000) }));
      expect(tooLarge.status).toBe(413);
    });

    test("a body over the runtime's cap (128 MiB) is refused with 413 before it is read", async () => {
      const answer = await sendRaw(app.port, '/raw/echo', {
        method: 'POST',
        headers: { 'content-length': '999999999' },
      });
      expect(answer.status).toBe(413);
    });

    test('HEAD has the GET length and no body; 204 and 304 carry no body', async () => {
      const head = await fetch(at('/items/fixed'), { method: 'HEAD' });
      expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([200, '14', '']);
      const empty = await fetch(at('/http/empty'));
      expect([empty.status, await empty.text()]).toEqual([204, '']);
      const fresh = await fetch(at('/http/tagged'), { headers: { 'if-none-match': '"v1"' } });
      expect([fresh.status, await fresh.text()]).toEqual([304, '']);
      const tagged = await fetch(at('/http/tagged'));
      expect([tagged.headers.get('etag'), await tagged.text()]).toEqual(['"v1"', 'tagged body']);
    });

    test('cookies: the request header is read, each Set-Cookie stays its own header', async () => {
      const response = await fetch(at('/http/cookies'), { headers: { cookie: 'x=1' } });
      expect(await response.json()).toEqual({ seen: 'x=1' });
      expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    });

    test('an event stream arrives as it is produced; a request body streams back', async () => {
      const events = await fetch(at('/http/events'));
      expect(events.headers.get('content-type')).toBe('text/event-stream');
      expect(await events.text()).toBe('data: 0\n\ndata: 1\n\ndata: 2\n\n');
      const sent = 'chunk-'.repeat(50_000);
      const echoed = await fetch(at('/raw/echo'), { method: 'POST', body: sent });
      expect((await echoed.text()).length).toBe(sent.length);
    });

    test('backpressure: a client that does not read holds the producer of a stream back', async () => {
      const socket = connect(app.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.pause();
      socket.write('GET /raw/flood HTTP/1.1\r\nHost: fw.test\r\n\r\n');
      await Bun.sleep(300);
      const { pulled } = await (await fetch(at('/raw/pulled'))).json();
      socket.destroy();
      // The socket buffers hold a few MiB at most; unheld, the producer runs to hundreds of MiB in 300 ms.
      expect(pulled).toBeGreaterThan(0);
      expect(pulled).toBeLessThan(200);
    });

    test('plain answers: the type, length and status a Response would have had', async () => {
      const text = await fetch(at('/plain/text'));
      expect([
        text.status,
        text.headers.get('content-type')?.toLowerCase(),
        text.headers.get('content-length'),
      ]).toEqual([200, 'text/plain;charset=utf-8', '6']);
      expect(await text.text()).toBe('héllo');
      const blank = await fetch(at('/plain/blank'));
      expect([blank.status, blank.headers.get('content-length'), await blank.text()]).toEqual([200, '0', '']);
      const nothing = await fetch(at('/plain/nothing'));
      expect([nothing.status, nothing.headers.get('content-length'), await nothing.text()]).toEqual([204, null, '']);
      const created = await fetch(at('/plain/created'));
      expect([created.status, created.headers.get('content-type'), await created.json()]).toEqual([
        201,
        expect.stringMatching(/^application\/json/),
        { made: true },
      ]);
      const head = await fetch(at('/plain/text'), { method: 'HEAD' });
      expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([200, '6', '']);
    });

    test('an answer a middleware or the context changed, or a body of bytes, keeps what was set', async () => {
      const stamped = await fetch(at('/plain/stamped'));
      expect([stamped.headers.get('x-stamped'), await stamped.json()]).toEqual(['200', { stamped: true }]);
      const headed = await fetch(at('/plain/headed'));
      expect([headed.headers.get('x-one'), await headed.text()]).toEqual(['1', 'with a header']);
      const bytes = await fetch(at('/plain/bytes'));
      expect([bytes.headers.get('content-type'), await bytes.text()]).toEqual([
        'application/octet-stream',
        'raw bytes',
      ]);
    });

    test('errors: a throw answers 500, a malformed JSON body 400', async () => {
      const failed = await fetch(at('/plain/fails'));
      expect([failed.status, (await failed.json()).statusCode]).toEqual([500, 500]);
      const malformed = await fetch(at('/items'), {
        method: 'POST',
        body: '{"a":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
    });

    test('the request: its URL as the URL parser gives it, headers joined, one body read once', async () => {
      const seen = await sendRaw(app.port, '/plain/./request?q=1', {
        headers: { host: `LOCALHOST:${app.port}`, 'x-dup': 'a', 'X-Dup': 'b' },
      });
      expect(JSON.parse(seen.body)).toEqual({
        url: `http://localhost:${app.port}/plain/request?q=1`,
        isRequest: true,
        dup: 'a, b',
        has: true,
        names: ['x-dup'],
      });
      const plainHost = await sendRaw(app.port, '/plain/request', { headers: { host: `127.0.0.1:${app.port}` } });
      expect(JSON.parse(plainHost.body).url).toBe(`http://127.0.0.1:${app.port}/plain/request`);
      const twice = await fetch(at('/raw/twice'), { method: 'POST', body: '\uFEFFonce' });
      expect(await twice.json()).toEqual({ first: 'once', second: 'TypeError', bodyUsed: true });
      const cloned = await fetch(at('/raw/clone'), { method: 'POST', body: '{"n":1}' });
      expect(await cloned.json()).toEqual({ copy: { n: 1 }, original: { n: 1 } });
      const copied = await fetch(at('/raw/copy'), {
        method: 'POST',
        body: 'passed on',
        headers: { 'content-type': 'x/y' },
      });
      expect(await copied.json()).toEqual({
        method: 'POST',
        url: at('/raw/copy').href,
        type: 'x/y',
        body: 'passed on',
      });
    });

    test('a client that goes before the answer aborts request.signal', async () => {
      const controller = new AbortController();
      const pending = fetch(at('/raw/hang'), { signal: controller.signal }).catch(() => 'aborted');
      await Bun.sleep(100);
      controller.abort();
      expect(await pending).toBe('aborted');
      let aborted = 0;
      for (let tries = 0; tries < 50 && aborted === 0; tries++) {
        await Bun.sleep(20);
        ({ aborted } = await (await fetch(at('/raw/aborted'))).json());
      }
      expect(aborted).toBe(1);
    });

    // Last: it ends the process.
    test('SIGTERM drains: the request in flight is answered with Connection: close, idle keep-alives end', async () => {
      const port = Number(app.url.port);
      const busy = await openKeepAlive(port);
      const raw = await openKeepAlive(port);
      const idle = await openKeepAlive(port);
      expect((await idle.get('/items/1')).headers.get('connection')).not.toBe('close');
      const inFlight = busy.get('/http/slow?ms=300');
      const rawInFlight = raw.get('/raw/slow');
      await Bun.sleep(100);
      app.child.kill('SIGTERM');
      const answered = await inFlight;
      expect([answered.status, answered.body, answered.headers.get('connection')]).toEqual([
        200,
        '{"slept":300}',
        'close',
      ]);
      const rawAnswer = await rawInFlight;
      expect(rawAnswer.body).toBe('{"raw":true}');
      // Bun's drain swaps the handlers by reload(): a raw handler already running answers without the header.
      if (runtime.name === 'Node') expect(rawAnswer.headers.get('connection')).toBe('close');
      expect(await busy.ended).toBe('fin');
      expect(await raw.ended).toBe('fin');
      expect(await idle.ended).toBe('fin');
      expect(await app.exited).toEqual({ code: null, signal: 'SIGTERM' });
      expect(app.stderr()).toBe('');
    }, 10_000);
  });
}
