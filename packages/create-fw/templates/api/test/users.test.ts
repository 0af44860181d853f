import { describe, expect, test } from 'bun:test';
import { client } from '@fw/client/http';
import { createApp } from '../src/app.ts';
import type { App } from '../src/generated/app.ts';

/** A fresh app per test, called in-process: `app.fetch()` answers without a socket, and so does the typed client. */
function start() {
  const app = createApp();
  return { app, api: client<App>('http://localhost', { fetch: (request) => app.fetch(request) }) };
}

describe('/api/users', () => {
  test('GET answers a JSON array', async () => {
    const { app } = start();
    const response = await app.fetch(new Request('http://localhost/api/users'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual([{ id: '1', name: 'Ada Lovelace', email: 'ada@example.com' }]);
  });

  test('POST creates a user, and GET /:id finds it', async () => {
    const { api } = start();
    const created = await api.api.users.post({ name: 'Grace Hopper', email: 'grace@example.com' });
    expect(created.status).toBe(201);
    expect(created.data).toEqual({ id: '2', name: 'Grace Hopper', email: 'grace@example.com' });

    const found = await api.api.users({ id: '2' }).get();
    expect(found.data?.name).toBe('Grace Hopper');
  });

  test('POST with an invalid body is a 400 naming the field', async () => {
    const { api } = start();
    const { error } = await api.api.users.post({ name: 'Grace', email: 'not an address' });
    expect(error?.status).toBe(400);
    expect(error?.value.message).toContain('email must be a valid address');
  });

  test('GET /:id of an unknown user is a 404', async () => {
    const { api } = start();
    const { error } = await api.api.users({ id: '42' }).get();
    expect(error?.status).toBe(404);
    expect(error?.value.message).toBe('No user with id 42');
  });
});
