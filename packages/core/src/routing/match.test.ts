import { expect, test } from 'bun:test';
import type { HttpMethod } from '../types.ts';
import { createMatcher, type Match } from './match.ts';
import type { RouteEntry, RouteTable } from './route-table.ts';

const entry = (name: string): RouteEntry => new Response(name);
const table: RouteTable = new Map<string, Map<HttpMethod, RouteEntry>>([
  ['/users/:id', new Map([['GET', entry('param')]])],
  ['/users/me', new Map([['GET', entry('static')]])],
  ['/users/:id/posts/:post', new Map([['GET', entry('nested')]])],
  ['/files/*', new Map([['GET', entry('wild')]])],
  ['/users/bulk', new Map([['POST', entry('bulk')]])],
  ['/teams/:team', new Map([['DELETE', entry('team')]])],
]);
const match = createMatcher(table);
// The fixed Response's body names the route that answered.
const readName = async (found: Match | undefined) =>
  found?.entry instanceof Response ? await found.entry.clone().text() : found;
const name = async (method: string, path: string) => {
  const found = match(method, path);
  return found !== undefined && found.entry !== undefined ? [await readName(found), found.params] : found;
};

test('exact paths beat params; params are decoded; HEAD falls back to GET; a wildcard takes the rest', async () => {
  expect(await name('GET', '/users/me')).toEqual(['static', {}]);
  expect(await name('GET', '/users/a%20b')).toEqual(['param', { id: 'a b' }]);
  expect(await name('HEAD', '/users/1/posts/2')).toEqual(['nested', { id: '1', post: '2' }]);
  expect(await name('GET', '/files/a/b.txt')).toEqual(['wild', {}]);
  expect(await name('GET', '/users')).toBeUndefined();
  expect(await name('GET', '/users/1/')).toBeUndefined();
  expect(await name('GET', '/files/')).toEqual(['wild', {}]);
  expect(await name('GET', '/files')).toBeUndefined();
});

test('a path routed only for other methods gives their Allow list, HEAD beside GET', () => {
  expect(match('POST', '/users/1')).toEqual({ entry: undefined, allow: 'GET, HEAD' });
  expect(match('PUT', '/users/bulk')).toEqual({ entry: undefined, allow: 'GET, HEAD, POST' });
  expect(match('PURGE', '/teams/a')).toEqual({ entry: undefined, allow: 'DELETE' });
});

test("a method fw does not route, in any spelling, reaches only a raw route's '*'", async () => {
  const any = createMatcher(
    new Map([
      [
        '/raw/:id',
        new Map([
          ['GET', entry('get')],
          ['*', entry('any')],
        ]),
      ],
    ]),
  );
  expect(await readName(any('PROPFIND', '/raw/1'))).toBe('any');
  expect(await readName(any('get', '/raw/1'))).toBe('any');
  expect(await readName(any('GET', '/raw/1'))).toBe('get');
  expect(any('POST', '/raw/1')).toEqual({ entry: undefined, allow: 'GET, HEAD' });
  expect(match('get', '/users/me')).toEqual({ entry: undefined, allow: 'GET, HEAD' });
});

test('a pattern without the method lets the next matching one answer, as in the runtime router', async () => {
  expect(await name('GET', '/users/bulk')).toEqual(['param', { id: 'bulk' }]);
  expect(await name('POST', '/users/bulk')).toEqual(['bulk', {}]);
  expect(await name('HEAD', '/users/bulk')).toEqual(['param', { id: 'bulk' }]);
});

test('a malformed escape in a param neither throws nor fails the match: it stays literal, bad UTF-8 becomes U+FFFD', async () => {
  expect(await name('GET', '/users/%E0%A4%A')).toEqual(['param', { id: '\uFFFD%A' }]);
  expect(await name('GET', '/users/100%')).toEqual(['param', { id: '100%' }]);
});

// Node's URL parser leaves `^` raw where Bun's escapes it: a path from either reaches the same route.
test('a raw `^` is matched as the `%5E` the route is stored with, before a :param takes it', async () => {
  const caret = createMatcher(
    new Map<string, Map<HttpMethod, RouteEntry>>([
      ['/p/x%5Eb', new Map([['GET', entry('caret')]])],
      ['/p/:id', new Map([['GET', entry('param')]])],
      ['/p/:id/:part', new Map([['GET', entry('parts')]])],
    ]),
  );
  for (const path of ['/p/x^b', '/p/x%5Eb', '/p/x%5eb']) expect(await readName(caret('GET', path))).toBe('caret');
  expect(caret('GET', '/p/a^c')).toMatchObject({ params: { id: 'a^c' } });
  // Each `^` becomes three characters: the segments after it are found where they moved to.
  expect(caret('GET', '/p/^a^/b^c')).toMatchObject({ params: { id: '^a^', part: 'b^c' } });
});

// Bun's router (1.4.5) decides at the first position where two patterns differ: static, then `:param`,
// then a trailing `*`; not by how many static segments each has. Same requests over a socket: test/routing.test.ts.
test('the first position where two patterns differ decides: static before :param before *', async () => {
  const overlapping = createMatcher(
    new Map<string, Map<HttpMethod, RouteEntry>>([
      ['/a/:x/c/d', new Map([['GET', entry('a/:x/c/d')]])],
      ['/a/b/:y/:z', new Map([['GET', entry('a/b/:y/:z')]])],
      ['/a/:x/c', new Map([['GET', entry('a/:x/c')]])],
      ['/a/b/:y', new Map([['GET', entry('a/b/:y')]])],
      ['/a/*', new Map([['GET', entry('a/*')]])],
      ['/a/:x/*', new Map([['GET', entry('a/:x/*')]])],
    ]),
  );
  const read = (path: string) => readName(overlapping('GET', path));
  expect(await read('/a/b/c/d')).toBe('a/b/:y/:z');
  expect(await read('/a/b/c')).toBe('a/b/:y');
  expect(await read('/a/q/c')).toBe('a/:x/c');
  expect(await read('/a/q/c/d')).toBe('a/:x/c/d');
  expect(await read('/a/q/r/s')).toBe('a/:x/*');
  expect(await read('/a/q')).toBe('a/*');
});

test('two patterns of one shape on different methods: the later one answers HEAD, as in the runtime router', async () => {
  const shape = (first: [string, HttpMethod], second: [string, HttpMethod]) =>
    createMatcher(
      new Map([
        [first[0], new Map([[first[1], entry(first[0])]])],
        [second[0], new Map([[second[1], entry(second[0])]])],
      ]),
    );
  expect(await readName(shape(['/a/:x', 'HEAD'], ['/a/:y', 'GET'])('HEAD', '/a/1'))).toBe('/a/:y');
  expect(await readName(shape(['/a/:y', 'GET'], ['/a/:x', 'HEAD'])('HEAD', '/a/1'))).toBe('/a/:x');
});

// The matcher only tries the patterns a path's segment count can match: these pin that no candidate is lost.
test('a trailing * takes paths longer than every pattern, and its Allow joins those of the same length', async () => {
  const mixed = createMatcher(
    new Map<string, Map<HttpMethod, RouteEntry>>([
      ['/a/*', new Map([['GET', entry('a/*')]])],
      ['/a/:x/:y', new Map([['POST', entry('a/:x/:y')]])],
      ['/a/b/c', new Map([['PUT', entry('a/b/c')]])],
      ['/*', new Map([['DELETE', entry('*')]])],
    ]),
  );
  expect(await readName(mixed('GET', '/a/1/2/3/4/5/6'))).toBe('a/*');
  expect(await readName(mixed('DELETE', '/z/1/2/3/4/5/6'))).toBe('*');
  expect(await readName(mixed('POST', '/a/b/c'))).toBe('a/:x/:y');
  expect(mixed('PATCH', '/a/b/c')).toEqual({ entry: undefined, allow: 'GET, HEAD, POST, PUT, DELETE' });
  expect(mixed('PATCH', '/a/1/2/3/4/5/6')).toEqual({ entry: undefined, allow: 'GET, HEAD, DELETE' });
  expect(await readName(mixed('DELETE', '/'))).toBe('*');
  expect(mixed('GET', '/a')).toEqual({ entry: undefined, allow: 'DELETE' });
});

test('a * that is not the last segment is a literal one, matched only at its own length', async () => {
  const literal = createMatcher(new Map([['/x/*/y', new Map([['GET', entry('x/*/y')]])]]));
  expect(await readName(literal('GET', '/x/*/y'))).toBe('x/*/y');
  expect(literal('GET', '/x/q/y')).toBeUndefined();
  expect(literal('GET', '/x/*/y/z')).toBeUndefined();
});
