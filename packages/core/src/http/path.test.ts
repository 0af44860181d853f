import { expect, test } from 'bun:test';
import {
  describeUnreachablePath,
  findUnreachableCharacter,
  holdsEncodedCharacter,
  joinPaths,
  readFirstSegment,
  toRequestPath,
} from './path.ts';

test('joinPaths: leading slash, no trailing slash except "/", collapsed slashes (spec rule 2)', () => {
  expect(joinPaths('api', 'users')).toBe('/api/users');
  expect(joinPaths('/api/', '/users/', '')).toBe('/api/users');
  expect(joinPaths('//api//', '//users//')).toBe('/api/users');
  expect(joinPaths('', '', '')).toBe('/');
  expect(joinPaths('/')).toBe('/');
  expect(joinPaths('/api/users', ':id')).toBe('/api/users/:id');
});

test('readFirstSegment', () => {
  expect(readFirstSegment('/api/users')).toBe('api');
  expect(readFirstSegment('/api')).toBe('api');
  expect(readFirstSegment('/')).toBe('');
});

test('toRequestPath encodes what a URL parser encodes in a path, nothing else; the result is what new URL() gives', () => {
  const declared = '/files/my file/"q"/<a>/^`{b}/\x01\x7f/café/😀/:id/*';
  expect(toRequestPath(declared)).toBe(
    '/files/my%20file/%22q%22/%3Ca%3E/%5E%60%7Bb%7D/%01%7F/caf%C3%A9/%F0%9F%98%80/:id/*',
  );
  expect(toRequestPath(declared)).toBe(new URL(declared, 'http://host').pathname);
  expect(toRequestPath("/a|b[c]!$&'()+,;=@~%20")).toBe("/a|b[c]!$&'()+,;=@~%20");
});

test('findUnreachableCharacter: what a URL parser ends the path at, rewrites or drops', () => {
  expect(
    ['/search?q', '/a#b', '/a\\b', '/a\tb', '/a\nb', '/a\rb', '/my file', '/café'].map(findUnreachableCharacter),
  ).toEqual(['?', '#', '\\', '\t', '\n', '\r', undefined, undefined]);
});

test('describeUnreachablePath: the one text of listen() and the contract generator, naming the optional param', () => {
  expect(describeUnreachablePath('/users/:id?')).toBe(
    'has "?", which no request path carries: a URL reads it as the start of the query. Optional params are not ' +
      'supported: declare both routes, one with :id and one without it.',
  );
  expect(describeUnreachablePath('/search?q')).toEndWith(
    'for an optional param, declare the route with and without it).',
  );
  expect(describeUnreachablePath('/a#b')).toBe(
    'has "#", which no request path carries: a URL reads it as the start of the fragment. Remove it.',
  );
  expect(describeUnreachablePath('/a\\b')).toBe(
    'has "\\\\", which no request path carries: a URL reads it as "/". Remove it.',
  );
  expect(describeUnreachablePath('/a\tb')).toBe(
    'has "\\t", which no request path carries: a URL drops tabs and line breaks. Remove it.',
  );
  expect(describeUnreachablePath('/api/../users')).toBe(
    'has the segment "..", which no request path carries: a URL removes "." and ".." segments (RFC 3986 §5.2.4). ' +
      'Remove it.',
  );
  expect(['/./a', '/a/%2E%2e', '/a/.%2e/b', '/a/.'].map((path) => describeUnreachablePath(path)?.slice(0, 20))).toEqual(
    ['has the segment ".",', 'has the segment "%2E', 'has the segment ".%2', 'has the segment ".",'],
  );
  const reachable = ['/my file', '/café', '/users/:id', '/a/.well-known', '/a/...', '/v1.2', '/a..b'];
  expect(reachable.map(describeUnreachablePath)).toEqual(reachable.map(() => undefined));
});

test('holdsEncodedCharacter: exactly the characters toRequestPath encodes', () => {
  for (const value of ['café', 'a^b', 'a b', 'a{b}', '"', '<>', '`', '\u007f', '\t']) {
    expect([value, holdsEncodedCharacter(value)]).toEqual([value, true]);
    expect(toRequestPath(value)).not.toBe(value);
  }
  for (const value of ['42', 'a-b_c.d~', "!$&'()*+,;=:@|[]%"]) {
    expect([value, holdsEncodedCharacter(value)]).toEqual([value, false]);
    expect(toRequestPath(value)).toBe(value);
  }
});
