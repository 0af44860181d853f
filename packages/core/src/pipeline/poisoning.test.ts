import { expect, test } from 'bun:test';
import { createPoisonCheck } from './poisoning.ts';

const strict = createPoisonCheck('error', 'error');
const check = (text: string) => strict?.(JSON.parse(text));

test('a key deep in nested arrays is found without recursion', () => {
  const depth = 20_000;
  const text = `${'['.repeat(depth)}{"__proto__":{"admin":true}}${']'.repeat(depth)}`;
  expect(() => check(text)).toThrow('JSON body has a forbidden "__proto__" key (prototype poisoning)');
});

test('scalars and clean bodies come back as they were; no check at all when both actions ignore', () => {
  for (const text of ['1', '"proto"', 'null', '{"a":[1,{"b":"\\u0041"}]}', '{"constructor":null,"prototype":1}']) {
    expect(check(text)).toEqual(JSON.parse(text));
  }
  expect(createPoisonCheck('ignore', 'ignore')).toBeUndefined();
});

test('only what JSON.parse builds is walked: a null-prototype form body or FormData passes as it is', () => {
  const form = Object.assign(Object.create(null) as Record<string, unknown>, { ['__proto__']: 'x' });
  expect(strict?.(form)).toBe(form);
  const data = new FormData();
  expect(strict?.(data)).toBe(data);
});

test("'remove' deletes only the poisoned keys and keeps the objects' own other keys", () => {
  const remove = createPoisonCheck('remove', 'remove');
  const value = remove?.(JSON.parse('{"a":1,"__proto__":{"x":1},"constructor":{"prototype":{}},"b":[2]}'));
  expect(Object.keys(value as object)).toEqual(['a', 'b']);
  expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
});
