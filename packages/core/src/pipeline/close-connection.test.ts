import { expect, test } from 'bun:test';
import { closeConnection, createDrain, createFinish, holdResponses } from './close-connection.ts';

test('finish marks a response only while the app drains', async () => {
  const drain = createDrain();
  const finish = createFinish(drain);
  expect((await finish(new Response('a'))).headers.get('connection')).toBeNull();
  drain.closing = true;
  expect((await finish(new Response('b'))).headers.get('connection')).toBe('close');
});

test('a response that ends while responses are held goes out once they are released, marked close', async () => {
  const drain = createDrain();
  drain.closing = true;
  const release = holdResponses(drain);
  let sent: Response | undefined;
  void Promise.resolve(createFinish(drain)(new Response('held'))).then((response) => (sent = response));
  await Bun.sleep(5);
  expect(sent).toBeUndefined();
  release();
  await Bun.sleep(0);
  expect([await sent?.text(), sent?.headers.get('connection'), drain.held]).toEqual(['held', 'close', undefined]);
});

test('a response with immutable headers (Fetch: Response.redirect(), a fetch() answer) is copied whole', async () => {
  const original = new Response('moved', { status: 301, headers: { location: '/new' } });
  Object.defineProperty(original.headers, 'set', {
    value: () => {
      throw new TypeError('immutable');
    },
  });
  const closed = closeConnection(original);
  const { status, headers } = closed;
  const seen = [status, headers.get('location'), headers.get('connection'), await closed.text()];
  expect(seen).toEqual([301, '/new', 'close', 'moved']);
});
