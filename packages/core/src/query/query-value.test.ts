import { expect, test } from 'bun:test';
import { parseQuery } from './parse-query.ts';
import { createQueryValueReader, createQueryValuesReader } from './query-value.ts';

// The reader must give, key by key, exactly what the whole-query parse gives.
const urls = [
  'http://h/p',
  'http://h/p?',
  'http://h/p?q=bun&limit=10',
  'http://h/p?q=a&q=b&q=c',
  'http://h/p?q',
  'http://h/p?q=&limit',
  'http://h/p?&&q=1&&',
  'http://h/p?qq=1&q=2&xq=3',
  'http://h/p?%71=escaped&q=plain',
  'http://h/p?a+b=space&a%20b=pct&a%2Bb=plus',
  'http://h/p?q=1+2&q=%E2%82%AC&q=%zz',
  'http://h/p?%zz=bad&q=1=2',
  'http://h/p?__proto__=p&constructor=c',
  'http://h/p?q=1#q=2',
  'http://h/p?=x&q=&=y',
  'http://h/p?limit=5&q=x#frag&q=y',
  'http://h/p?a%26b=c%3Dd%23e&q=%26',
  'http://h/p?q=1?q=2&?q',
  'http://h/p?__proto__=1&__proto__=2&q=%e9&q=%41%zz',
];
const keys = ['q', 'limit', 'qq', 'a b', 'a+b', '%zz', '__proto__', 'constructor', 'missing', '', 'a&b', '?q'];

test('a key read from the URL equals the whole-query parse, for every key and URL', () => {
  for (const url of urls) {
    const parsed = parseQuery(url);
    for (const key of keys)
      expect({ url, key, value: createQueryValueReader(key)(url) }).toEqual({ url, key, value: parsed[key] });
  }
});

test('several keys read in one scan equal the whole-query parse, in the order asked', () => {
  const read = createQueryValuesReader(keys);
  for (const url of urls) {
    const parsed = parseQuery(url);
    expect({ url, values: read(url) }).toEqual({ url, values: keys.map((key) => parsed[key]) });
  }
});

test('a repeated key is an array in order; an absent key undefined', () => {
  const read = createQueryValueReader('tag');
  expect(read('http://h/p?tag=a&x=1&tag=b&tag=c')).toEqual(['a', 'b', 'c']);
  expect(read('http://h/p?x=1')).toBeUndefined();
});
