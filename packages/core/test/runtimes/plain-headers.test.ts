// A plain answer's `headers`: a field set beside its own keeps it plain (written by the Node runtime with its head),
// everything else makes it the Fetch `Response` it stands for, with every field set so far.
import { expect, test } from 'bun:test';
import { plainAnswers, PlainResponse } from '../../src/adapter/node/plain-response.ts';

test('a field set through headers keeps the answer plain, read back as Headers would', () => {
  const response = plainAnswers.json({ a: 1 }, 201);
  response.headers.set('X-Request-Id', 'one');
  response.headers.set('x-request-id', 'two');
  response.headers.set('x-other', '');
  expect(PlainResponse.isPlain(response)).toBe(true);
  const fields = PlainResponse.fieldsOf(response as unknown as PlainResponse);
  expect(fields).toEqual(['x-request-id', 'two', 'x-other', '']);
  const { headers } = response;
  expect([headers.get('X-REQUEST-ID'), headers.has('x-other'), headers.get('nope')]).toEqual(['two', true, null]);
  expect([response.headers.get('content-type'), response.headers.get('content-length')]).toEqual([
    'application/json',
    null,
  ]);
  expect(plainAnswers.empty(204).headers.get('content-type')).toBeNull();
});

test('its own fields, a value Headers would change, any other member: a Response with the fields', async () => {
  for (const [name, value] of [
    ['content-type', 'text/html'],
    ['x-padded', ' a '],
    ['x-high', 'x\u0100'],
  ]) {
    const response = plainAnswers.text('body', undefined);
    response.headers.set('x-id', '1');
    try {
      response.headers.set(name as string, value as string);
    } catch {}
    expect(PlainResponse.isPlain(response)).toBe(false);
    expect(response.headers.get('x-id')).toBe('1');
  }
  const iterated = plainAnswers.text('body', 200);
  iterated.headers.set('x-id', '1');
  expect(Object.fromEntries(iterated.headers)).toEqual({ 'content-type': 'text/plain;charset=UTF-8', 'x-id': '1' });
  expect([PlainResponse.isPlain(iterated), await iterated.text()]).toEqual([false, 'body']);
});

test('a field name or value Headers refuses throws its TypeError', () => {
  const response = plainAnswers.text('body', undefined);
  expect(() => response.headers.set('bad name', 'x')).toThrow(TypeError);
  expect(() => response.headers.set('x-bad', 'a\nb')).toThrow(TypeError);
});
