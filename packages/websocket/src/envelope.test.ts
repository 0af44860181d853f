import { expect, test } from 'bun:test';
import { readEnvelope, toFrame } from './envelope.ts';

test('toFrame writes { event, data } and leaves out undefined data', () => {
  expect(toFrame('chat', { text: 'hi' })).toBe('{"event":"chat","data":{"text":"hi"}}');
  expect(toFrame('ping')).toBe('{"event":"ping"}');
  expect(toFrame('zero', 0)).toBe('{"event":"zero","data":0}');
});

test('readEnvelope accepts an object with a string event, after leading whitespace too', () => {
  expect(readEnvelope('{"event":"a","data":[1]}')).toEqual({ event: 'a', data: [1] });
  expect(readEnvelope('  \n{"event":"a"}')).toEqual({ event: 'a' });
});

test('readEnvelope rejects what dispatch rule 2 sends to @OnMessage only', () => {
  for (const text of ['', 'hello', '{', '{"event":', '[{"event":"a"}]', 'null', '"event"', '{"data":1}', '{"event":1}', '{"event":null}']) {
    expect(readEnvelope(text)).toBeUndefined();
  }
});
