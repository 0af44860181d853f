import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
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
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /application\/json/);
    assert.deepEqual(await response.json(), [{ id: '1', name: 'Ada Lovelace', email: 'ada@example.com' }]);
  });

  test('POST creates a user, and GET /:id finds it', async () => {
    const { api } = start();
    const created = await api.api.users.post({ name: 'Grace Hopper', email: 'grace@example.com' });
    assert.equal(created.status, 201);
    assert.deepEqual(created.data, { id: '2', name: 'Grace Hopper', email: 'grace@example.com' });

    const found = await api.api.users({ id: '2' }).get();
    assert.equal(found.data?.name, 'Grace Hopper');
  });

  test('POST with an invalid body is a 400 naming the field', async () => {
    const { api } = start();
    const { error } = await api.api.users.post({ name: 'Grace', email: 'not an address' });
    assert.equal(error?.status, 400);
    assert.match(error?.value.message ?? '', /email must be a valid address/);
  });

  test('GET /:id of an unknown user is a 404', async () => {
    const { api } = start();
    const { error } = await api.api.users({ id: '42' }).get();
    assert.equal(error?.status, 404);
    assert.equal(error?.value.message, 'No user with id 42');
  });
});
