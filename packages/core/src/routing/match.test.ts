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
]);
const match = createMatcher(table);
const name = async (method: string, path: string) => {
  const found = match(method, path);
  return found?.entry instanceof Response ? [await found.entry.clone().text(), found.params] : found;
};

test('exact paths beat params; params are decoded; HEAD falls back to GET; a wildcard takes the rest', async () => {
  expect(await name('GET', '/users/me')).toEqual(['static', {}]);
  expect(await name('GET', '/users/a%20b')).toEqual(['param', { id: 'a b' }]);
  expect(await name('HEAD', '/users/1/posts/2')).toEqual(['nested', { id: '1', post: '2' }]);
  expect(await name('GET', '/files/a/b.txt')).toEqual(['wild', {}]);
  expect(await name('GET', '/users')).toBeUndefined();
  expect(await name('GET', '/users/1/')).toBeUndefined();
  expect(match('POST', '/users/1')).toEqual({ entry: undefined, params: { id: '1' } });
});
