import { expect, test } from 'bun:test';
import { readAckId, readEnvelope, toAckFrame, toErrorAckFrame, toFrame } from './envelope.ts';

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
  for (const text of [
    '',
    'hello',
    '{',
    '{"event":',
    '[{"event":"a"}]',
    'null',
    '"event"',
    '{"data":1}',
    '{"event":1}',
    '{"event":null}',
  ]) {
    expect(readEnvelope(text)).toBeUndefined();
  }
});

test('an ack carries the id as sent and null for no value; an error ack carries error instead of data', () => {
  expect(toAckFrame('add', 7, 3)).toBe('{"event":"add","data":3,"ack":7}');
  expect(toAckFrame('add', 'r1', undefined)).toBe('{"event":"add","data":null,"ack":"r1"}');
  expect(toErrorAckFrame('add', 0, { statusCode: 400, message: 'bad' })).toBe(
    '{"event":"add","ack":0,"error":{"statusCode":400,"message":"bad"}}',
  );
});

test('readAckId: none for a missing or null id, the id for a string or number, false for anything else', () => {
  expect(readAckId({ event: 'a' })).toBeUndefined();
  expect(readAckId({ event: 'a', id: null })).toBeUndefined();
  expect(readAckId({ event: 'a', id: 0 })).toBe(0);
  expect(readAckId({ event: 'a', id: '' })).toBe('');
  for (const id of [{}, [1], true, false]) expect(readAckId({ event: 'a', id })).toBe(false);
});
