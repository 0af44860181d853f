// The API in-process (app.fetch, no socket): the guards' 401 and 403, the NotFound filter's 404, the 422
// of the app's validationError, and the typed client narrowing error.value on error.status.
import { beforeAll, describe, expect, test } from 'bun:test';
import { client } from '@fw/client/http';
import type { Context, Fw } from '@fw/core';
import { createApp } from '../api/src/app.ts';
import { CurrentSession } from '../api/src/auth/current-session.ts';
import type { App, ErrorMessage, FieldErrors, UpdateUserDto } from '../web/src/generated/app.ts';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <T extends true>(): T | void => undefined;

let app: Fw;
beforeAll(async () => {
  app = await createApp();
});
const api = client<App>('http://local', { fetch: (request) => app.fetch(request) }).api;

/** A raw in-process request: method, path, optional token and JSON body. */
function call(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Response> {
  const headers = new Headers(options.body === undefined ? {} : { 'content-type': 'application/json' });
  if (options.token !== undefined) headers.set('authorization', `Bearer ${options.token}`);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return app.fetch(new Request(`http://local${path}`, { method, headers, body }));
}

async function signIn(name: string): Promise<{ token: string; authorization: string }> {
  const { data, error } = await api.auth.login.post({ name });
  if (error) throw new Error(`login failed: ${error.value.message}`);
  return { token: data.token, authorization: `Bearer ${data.token}` };
}

const signInFirst = 'Sign in first: a valid "Authorization: Bearer <token>" header is required';

describe('AuthGuard: 401 without a signed token', () => {
  test.each([
    ['POST', '/api/users', { name: 'Eve', email: 'eve@example.com' }],
    ['PATCH', '/api/users/1', { name: 'Eve' }],
    ['DELETE', '/api/users/1', undefined],
    ['POST', '/api/users/1/posts', { title: 'Hi' }],
    ['POST', '/api/chat/rooms/general/announcements', { text: 'Hi' }],
    ['GET', '/api/auth/me', undefined],
  ])('%s %s', async (method, path, body) => {
    for (const token of [undefined, 'forged.signature', `${(await signIn('Eve')).token}x`]) {
      const response = await call(method, path, { token, body });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ statusCode: 401, message: signInFirst });
    }
    expect((await api.users.get({ query: { search: 'Eve' } })).data).toEqual([]);
  });

  test('the guard runs before the body is validated: an invalid body without a token is a 401', async () => {
    const response = await call('POST', '/api/users', { body: { email: 'not an address' } });
    expect(response.status).toBe(401);
  });

  test('@CurrentSession() on a route without AuthGuard fails naming the fix, never hands over undefined', async () => {
    const unguarded = { locals: {} } as unknown as Context;
    await expect(CurrentSession.read(unguarded)).rejects.toThrow('guard it with @UseGuards(AuthGuard)');
  });

  test('a signed token passes and @CurrentSession() hands the handler its session', async () => {
    const { token } = await signIn('Alice');
    expect(token).toStartWith(`${Buffer.from('Alice').toString('base64url')}.`);
    const me = await call('GET', '/api/auth/me', { token });
    expect(await me.json()).toEqual({ name: 'Alice' });
    const created = await call('POST', '/api/users', { token, body: { name: 'Eve', email: 'eve@example.com' } });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'Eve', createdBy: 'Alice' });
  });
});

describe('OwnerGuard: 403 for a user someone else added', () => {
  test('the sample users are read-only; a user is changed only by the session that added it', async () => {
    const alice = await signIn('Alice');
    const bob = await signIn('Bob');
    const seeded = await call('PATCH', '/api/users/1', { token: alice.token, body: { name: 'Ada' } });
    expect(seeded.status).toBe(403);
    expect(await seeded.json()).toEqual({
      statusCode: 403,
      message: 'Ada Lovelace is sample data: add a user to change one',
    });

    const created = await call('POST', '/api/users', { token: alice.token, body: { name: 'Kay', email: 'k@x.io' } });
    const { id } = (await created.json()) as { id: string };
    for (const [method, path, body] of [
      ['PATCH', `/api/users/${id}`, { name: 'Bobbed' }],
      ['POST', `/api/users/${id}/posts`, { title: 'By Bob' }],
      ['DELETE', `/api/users/${id}`, undefined],
    ] as const) {
      const refused = await call(method, path, { token: bob.token, body });
      expect(refused.status).toBe(403);
      const message = 'Only Alice, who added Kay, may change this user';
      expect(await refused.json()).toEqual({ statusCode: 403, message });
    }
    const renamed = await call('PATCH', `/api/users/${id}`, { token: alice.token, body: { name: 'Kay A.' } });
    expect(await renamed.json()).toMatchObject({ id, name: 'Kay A.', createdBy: 'Alice' });
    expect((await call('DELETE', `/api/users/${id}`, { token: alice.token })).status).toBe(204);
  });
});

describe('NotFoundFilter: the services NotFound is a 404 with the default error body', () => {
  test.each([
    ['GET', '/api/users/42', undefined, 'No user with id 42'],
    ['GET', '/api/users/42/posts', undefined, 'No user with id 42'],
    ['PATCH', '/api/users/42', { name: 'X' }, 'No user with id 42'],
    ['DELETE', '/api/users/42', undefined, 'No user with id 42'],
    ['POST', '/api/users/42/posts', { title: 'X' }, 'No user with id 42'],
    ['POST', '/api/chat/rooms/attic/announcements', { text: 'X' }, 'No room with name attic'],
  ])('%s %s', async (method, path, body, message) => {
    const response = await call(method, path, { token: (await signIn('Alice')).token, body });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ statusCode: 404, message });
  });
});

describe('validationError: every failed @Schema is a 422 with the messages by field', () => {
  test('each field lists its messages; the message names them all', async () => {
    const { token } = await signIn('Alice');
    const response = await call('POST', '/api/users', { token, body: { name: ' ', email: 'nope', age: -1 } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      statusCode: 422,
      message:
        'Validation failed: name: name is required; email: email must be a valid address; age: age cannot be negative',
      errors: {
        name: ['name is required'],
        email: ['email must be a valid address'],
        age: ['age cannot be negative'],
      },
    });
  });

  test('an issue with the whole body has no field: it is in the message only', async () => {
    const response = await call('POST', '/api/auth/login', { body: ['Alice'] });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { message: string; errors: object };
    expect(body.errors).toEqual({});
    expect(body.message).toStartWith('Validation failed: ');
  });
});

describe('typed errors through the typed client', () => {
  test('a 422 narrows error.value to the DTO fields, read without a cast', async () => {
    const { authorization } = await signIn('Alice');
    const { data, error } = await api.users.post({ name: 'Ann', email: 'ann@' }, { headers: { authorization } });
    expect(data).toBeNull();
    if (error?.status !== 422) throw new Error(`expected a 422, got ${JSON.stringify(error)}`);
    expectType<Equal<typeof error.value.errors.email, string[] | undefined>>();
    expect(error.value.errors.email).toEqual(['email must be a valid address']);
    expect(error.value.errors.name).toBeUndefined();
  });

  test('the guards declare 401 and 403, the handler 404 and 422: each status has its body type', async () => {
    const { authorization } = await signIn('Bob');
    const user = api.users({ id: '1' });
    const { error: refused } = await user.patch({ name: 'Ada' }, { headers: { authorization } });
    if (refused?.status !== 403) throw new Error(`expected a 403, got ${JSON.stringify(refused)}`);
    expectType<Equal<typeof refused.value, ErrorMessage>>();
    expect(refused.value.message).toBe('Ada Lovelace is sample data: add a user to change one');

    const unsigned = await user.patch({ name: 'Ada' }, { headers: { authorization: '' } });
    expect(unsigned.error?.status).toBe(401);

    const { error: missing } = await api.users({ id: '42' }).patch({ age: 1 }, { headers: { authorization } });
    if (missing?.status !== 404) throw new Error(`expected a 404, got ${JSON.stringify(missing)}`);
    expect(missing.value).toEqual({ statusCode: 404, message: 'No user with id 42' });

    const { data } = await api.users.post({ name: 'Bo', email: 'bo@example.com' }, { headers: { authorization } });
    const bo = api.users({ id: data?.id ?? '' });
    const { error: invalid } = await bo.patch({ age: 200 }, { headers: { authorization } });
    if (invalid?.status !== 422) throw new Error(`expected a 422, got ${JSON.stringify(invalid)}`);
    expectType<Equal<typeof invalid.value, FieldErrors<UpdateUserDto>>>();
    expect(invalid.value.errors).toEqual({ age: ['age is at most 150'] });
  });
});
