import { expect, test } from 'bun:test';
import type { IncomingMessage } from 'node:http';
import { toUrl } from './to-request.ts';

const head = { host: 'localhost:3000', length: undefined, type: undefined, chunked: false };
const urlOf = (target: string) => toUrl({ url: target } as IncomingMessage, head);

test('a target is the URL the WHATWG parser gives, whether it is taken as it is or parsed', () => {
  const plain = ['/', '/users/42', '/search?q=bun&limit=10', "/a-b_c.d~e!$&'()*+,;=:@/%41?x=/?", '/.well-known/x'];
  const parsed = ['/a/./b', '/a/../b', '/a/.', '/..', '/a|b', '/a{b}', '/a"b', '/a b', '/a`b', '/é', '/x?q="<>"'];
  const targets = [...plain, ...parsed, '/x#part'];
  for (const target of targets) expect(urlOf(target)).toBe(new URL(`http://localhost:3000${target}`).href);
});

test('a `^` in the path is escaped, as Bun gives the URL', () => {
  expect(urlOf('/a^b?c^d')).toBe('http://localhost:3000/a%5Eb?c^d');
});
