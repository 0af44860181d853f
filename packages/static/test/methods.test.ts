import { expect, test } from 'bun:test';
import { APP_JS } from './build-dist.ts';
import { describeEveryMode } from './every-mode.ts';
import { rawRequest } from './raw-http.ts';

const HTML = { accept: 'text/html' };

// Sent over a socket: Bun's fetch() would send `FOO` as GET and `get` as GET.
describeEveryMode('methods the SPA fallback and the files never take for GET', { spa: true }, (served) => {
  const send = (method: string, target: string) => rawRequest(served.port, target, HTML, method);

  // With the files on Bun's native routes (HEAD included), Bun 1.4.5 used to take `FOO` for GET here.
  test("a lower-case or unknown method gets no index.html: the runtime's parser refuses it", async () => {
    // Bun drops the connection unanswered (no status line); node:http answers 400 and closes.
    const refused = served.runtime === 'Bun' ? Number.NaN : 400;
    for (const [method, target] of [
      ['FOO', '/users/42'],
      ['get', '/users/42'],
      ['head', '/'],
      ['FOO', `/${APP_JS}`],
    ]) {
      const response = await send(method, target);
      expect([method, response.status, response.body]).toEqual([method, refused, '']);
    }
  });

  test('a method Bun parses but fw does not route answers 501 on a client-side route and on a file', async () => {
    for (const target of ['/users/42', '/', `/${APP_JS}`, '/missing.js']) {
      const response = await send('PROPFIND', target);
      const body = expect.stringContaining('"statusCode":501');
      expect([target, response.status, response.body]).toEqual([target, 501, body]);
    }
  });

  test('GET and HEAD on a client-side route still get the index page', async () => {
    const get = await send('GET', '/users/42');
    expect([get.status, get.body]).toEqual([200, expect.stringContaining('INDEX')]);
    const head = await send('HEAD', '/users/42');
    expect([head.status, head.body, head.headers['content-type']]).toEqual([200, '', 'text/html; charset=utf-8']);
  });
});
