import { expect, test } from 'bun:test';
import type { IncomingMessage } from 'node:http';
import { readPath } from '../../http/request-path.ts';
import { readTarget } from './to-request.ts';

const head = { host: 'localhost:3000', length: undefined, type: undefined, chunked: false };
const targetOf = (target: string) => readTarget({ url: target } as IncomingMessage, head);
const plain = ['/', '/users/42', '/search?q=bun&limit=10', "/a-b_c.d~e!$&'()*+,;=:@/%41?x=/?", '/.well-known/x', '/a?'];
const parsed = ['/a/./b', '/a/../b', '/a/.', '/..', '/a|b', '/a{b}', '/a"b', '/a b', '/a`b', '/é', '/x?q="<>"'];

test('a target is the URL the WHATWG parser gives, whether it is taken as it is or parsed', () => {
  for (const target of [...plain, ...parsed, '/x#part']) {
    expect(targetOf(target).url).toBe(new URL(`http://localhost:3000${target}`).href);
  }
});

test("a plain target's path is the one the router reads from its URL; a parsed one's is left to the URL", () => {
  for (const target of ['/', '/users/42', '/search?q=bun&limit=10', '/a?', '/a?b?c', '/a.b/c', '/%41']) {
    const { url, path } = targetOf(target);
    expect(path).toBe(readPath(url));
  }
  for (const target of parsed) expect(targetOf(target).path).toBeUndefined();
});

test('a `^` in the path is escaped, as Bun gives the URL', () => {
  expect(targetOf('/a^b?c^d').url).toBe('http://localhost:3000/a%5Eb?c^d');
});
