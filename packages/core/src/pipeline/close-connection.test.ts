import { expect, test } from 'bun:test';
import { closeConnection, createDrain, createFinish } from './close-connection.ts';

test('finish marks a response only while the app drains', () => {
  const drain = createDrain();
  const finish = createFinish(drain);
  expect(finish(new Response('a')).headers.get('connection')).toBeNull();
  drain.closing = true;
  expect(finish(new Response('b')).headers.get('connection')).toBe('close');
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
