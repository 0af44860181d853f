import { expect, test } from 'bun:test';
import { PassThrough } from 'node:stream';
import { LineChannel } from './line-channel.ts';

test('lines are taken by their first word, in order, with the JSON after it; a bare word gives null', async () => {
  const stream = new PassThrough();
  const channel = new LineChannel(stream, 'the clients');
  stream.write('open {"open":3}\narmed\nnoise\ndone {"received":1}\ndone {"received":2}\n');
  expect(await channel.next('done', 1000)).toEqual({ received: 1 });
  expect(await channel.next('armed', 1000)).toBeNull();
  expect(await channel.next('open', 1000)).toEqual({ open: 3 });
  expect(await channel.next('done', 1000)).toEqual({ received: 2 });
});

test('a wait that times out gives undefined, and the line that comes later is kept for the next wait', async () => {
  const stream = new PassThrough();
  const channel = new LineChannel(stream, 'the clients');
  expect(await channel.next('done', 10)).toBeUndefined();
  stream.write('done {"received":5}\n');
  expect(await channel.next('done', 1000)).toEqual({ received: 5 });
});

test('a child that ends before printing the word is an error naming it', async () => {
  const stream = new PassThrough();
  const channel = new LineChannel(stream, 'the WebSocket clients (1000)');
  const waiting = channel.next('open', 5000);
  stream.end('killed\n');
  await expect(waiting).rejects.toThrow('the WebSocket clients (1000) ended before printing "open"');
});
