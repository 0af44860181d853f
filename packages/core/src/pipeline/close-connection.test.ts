import { expect, test } from 'bun:test';
import { closeConnection, createDrain, createFinish } from './close-connection.ts';

test('finish marks a response only while the app drains', () => {
  const drain = createDrain();
  const finish = createFinish(drain);
  expect(finish(new Response('a')).headers.get('connection')).toBeNull();
  drain.closing = true;
  expect(finish(new Response('b')).headers.get('connection')).toBe('close');
});

test('a response whose headers are immutable (Fetch: Response.redirect(), a fetch() answer) is copied, body and all', async () => {
  const original = new Response('moved', { status: 301, headers: { location: '/new' } });
  Object.defineProperty(original.headers, 'set', {
    value: () => {
      throw new TypeError('immutable');
    },
  });
  const closed = closeConnection(original);
  expect([closed.status, closed.headers.get('location'), closed.headers.get('connection'), await closed.text()]).toEqual([
    301,
    '/new',
    'close',
    'moved',
  ]);
});
