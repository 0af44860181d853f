import { expect, test } from 'bun:test';
import { createJsonParser } from './json-body.ts';

const strict = createJsonParser('error', 'error');

test('a key deep in nested arrays is found without recursion', () => {
  const depth = 20_000;
  const text = `${'['.repeat(depth)}{"__proto__":{"admin":true}}${']'.repeat(depth)}`;
  expect(() => strict(text)).toThrow('JSON body has a forbidden "__proto__" key (prototype poisoning)');
});

test('scalars and clean bodies come back as JSON.parse gives them', () => {
  for (const text of ['1', '"proto"', 'null', '{"a":[1,{"b":"\\u0041"}]}', '{"constructor":null,"prototype":1}']) {
    expect(strict(text)).toEqual(JSON.parse(text));
  }
});

test("'remove' deletes only the poisoned keys and keeps the objects' own other keys", () => {
  const value = createJsonParser('remove', 'remove')('{"a":1,"__proto__":{"x":1},"constructor":{"prototype":{}},"b":[2]}');
  expect(Object.keys(value as object)).toEqual(['a', 'b']);
  expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
});
