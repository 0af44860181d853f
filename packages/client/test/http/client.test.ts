import { afterAll, describe, expect, test } from 'bun:test';
import { client } from '../../src/http/index.ts';
import { startFixture } from './fixture-server.ts';
import type { App } from './types/app.ts';

const fixture = startFixture();
afterAll(() => fixture.stop());
const api = client<App>(fixture.url);

describe('paths', () => {
  test('static segments, path parameters and nested children map to URLs', async () => {
    expect((await api.api.users.get()).data?.[0].name).toBe('Ann (any)');
    expect((await api.api.users({ id: '7' }).get()).data?.id).toBe('7');
    expect((await api.api.users({ id: '7' }).posts.get()).data).toEqual([{ id: '7-p1', title: 'Hello' }]);
    expect((await api.api.users({ id: 'a' }).posts({ postId: 'b' }).get()).data?.id).toBe('a|b');
  });

  test('a route at / is a method at the top level', async () => {
    const { data, error } = await api.get();
    expect(error).toBeNull();
    expect(data).toBe('root');
  });

  test('path values are URL-encoded, so a slash or a question mark stays inside one segment', async () => {
    const { data } = await api.api.users({ id: 'a/b c?d#e' }).get();
    expect(data?.id).toBe('a/b c?d#e');
    const echoed = await client<{ api: { echo: { ':x': { get: { response: { path: string } } } } } }>(fixture.url)
      .api.echo({ x: 'ü/%' })
      .get();
    expect(echoed.data?.path).toBe('/api/echo/%C3%BC%2F%25');
  });

  test('numbers are accepted as path values', async () => {
    expect((await api.api.users({ id: 42 }).get()).data?.id).toBe('42');
  });

  test('a base URL with a trailing slash does not double the slash', async () => {
    const { data } = await client<App>(`${fixture.url}/`).api.echo.get();
    expect(data?.path).toBe('/api/echo');
  });

  test('a stored path is never changed by later reads (one proxy per path)', async () => {
    const users = api.api.users;
    users({ id: '9' }).posts;
    expect((await users.get()).data?.[0].id).toBe('1');
    expect((await users({ id: '3' }).get()).data?.id).toBe('3');
  });

  test('a path-parameter call without a parameter object is a clear TypeError, not a request', () => {
    const loose = api.api.users as unknown as (...args: unknown[]) => unknown;
    expect(() => loose()).toThrow(
      new TypeError("@fw/client: /api/users(...) expects a path parameter object such as { id: '1' }"),
    );
    expect(() => loose({})).toThrow(TypeError);
    expect(() => loose({ id: undefined })).toThrow(TypeError);
  });

  test("'', '.' and '..' are a TypeError naming the parameter: the URL would name another route", async () => {
    const sent: string[] = [];
    const local = client<App>('http://app', {
      fetch: async (request) => (sent.push(request.url), new Response(null, { status: 204 })),
    });
    for (const id of ['', '.', '..']) {
      expect(() => local.api.users({ id }).posts.get()).toThrow(
        new TypeError(
          `@fw/client: /api/users(...) path parameter id cannot be '${id}': URLs drop '.' and '..' segments`,
        ),
      );
      expect(() => local.api.users({ id: 'a' }).posts({ postId: id })).toThrow(/path parameter postId cannot be/);
    }
    // Values that only contain dots are ordinary segments.
    await local.api.users({ id: '...' }).get();
    await local.api.users({ id: '.a' }).get();
    expect(sent).toEqual(['http://app/api/users/...', 'http://app/api/users/.a']);
  });
});

describe('guards', () => {
  test('then is undefined at every depth, so awaiting a path returns it instead of hanging', async () => {
    const users = api.api.users;
    expect((api as unknown as { then: unknown }).then).toBeUndefined();
    expect((users as unknown as { then: unknown }).then).toBeUndefined();
    expect((users({ id: '1' }).posts as unknown as { then: unknown }).then).toBeUndefined();
    expect(await users).toBe(users);
  });

  test('toString and string conversion show the path', () => {
    expect(String(api.api.users)).toBe('[fw client /api/users]');
    expect(`${api.api.users({ id: 'a b' }).posts}`).toBe('[fw client /api/users/a%20b/posts]');
    expect(api.toString()).toBe('[fw client /]');
  });

  test('JSON.stringify of a path gives its description instead of throwing', () => {
    expect(JSON.stringify({ endpoint: api.api.users({ id: '1' }) })).toBe('{"endpoint":"[fw client /api/users/1]"}');
  });
});
