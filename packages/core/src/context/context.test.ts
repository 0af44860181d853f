import { expect, test } from 'bun:test';
import { Context } from './context.ts';
import { inProcessServer } from '../app/in-process-server.ts';

test('the query is parsed once, on first read', () => {
  const ctx = new Context(new Request('http://h/p?a=1&a=2&b=%20'), inProcessServer, { id: '1' }, 200);
  const first = ctx.query;
  expect(first).toEqual({ a: ['1', '2'], b: ' ' });
  expect(ctx.query).toBe(first);
  expect(ctx.params).toEqual({ id: '1' });
  expect(ctx.hasResponseHeaders).toBe(false);
  ctx.setHeader('x', 'y');
  expect(ctx.hasResponseHeaders).toBe(true);
});

test('query parsing follows URLSearchParams; __proto__ is an ordinary key', () => {
  const url = 'http://h/p?a=1+2&b=%E2%82%AC&c&=x&d=%zz&__proto__=p&e=1=2#h';
  const ctx = new Context(new Request(url), inProcessServer, undefined, 200);
  const expected = Object.fromEntries(new URLSearchParams(url.slice(url.indexOf('?') + 1, url.indexOf('#'))));
  expect({ ...ctx.query }).toEqual({ ...expected });
  expect(ctx.query.__proto__).toBe('p');
  expect(Object.getPrototypeOf(ctx.query)).toBeNull();
});
