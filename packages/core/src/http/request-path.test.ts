import { expect, test } from 'bun:test';
import { pathInHand, readPath, readRequestPath } from './request-path.ts';

test('readPath strips origin, query and hash', () => {
  expect(readPath('http://h:1/a/b?x=1')).toBe('/a/b');
  expect(readPath('http://h/a#frag')).toBe('/a');
  expect(readPath('http://h')).toBe('/');
});

test("readRequestPath takes the runtime's path in hand, else reads the URL", () => {
  expect(readRequestPath(new Request('http://h/a/b?x=1'))).toBe('/a/b');
  const known = Object.assign(new Request('http://h/a/b?x=1'), { [pathInHand]: '/known' });
  expect(readRequestPath(known)).toBe('/known');
  const unknown = Object.assign(new Request('http://h/a/b?x=1'), { [pathInHand]: undefined });
  expect(readRequestPath(unknown)).toBe('/a/b');
});
