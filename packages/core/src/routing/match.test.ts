import { expect, test } from 'bun:test';
import type { HttpMethod } from '../plugin.ts';
import { createMatcher } from './match.ts';
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
const name = async (method: string, path: string) => {
  const found = match(method, path);
  return found !== undefined && found.entry !== undefined && found.entry instanceof Response ? [await found.entry.clone().text(), found.params] : found;
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

test('a pattern without the method lets the next matching one answer, as in the runtime router', async () => {
  expect(await name('GET', '/users/bulk')).toEqual(['param', { id: 'bulk' }]);
  expect(await name('POST', '/users/bulk')).toEqual(['bulk', {}]);
  expect(await name('HEAD', '/users/bulk')).toEqual(['param', { id: 'bulk' }]);
});

test('a malformed escape in a param neither throws nor fails the match: it stays literal, bad UTF-8 becomes U+FFFD', async () => {
  expect(await name('GET', '/users/%E0%A4%A')).toEqual(['param', { id: '\uFFFD%A' }]);
  expect(await name('GET', '/users/100%')).toEqual(['param', { id: '100%' }]);
});
