import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { client } from '@fw/client/http';
import type { Fw } from '@fw/core';
import type { App, ChatMessage } from '../../web/src/generated/app.ts';
import { createApp } from '../src/app.ts';

// Node 20 has no global WebSocket: `ws` (which @fw/websocket runs on) has the same browser-style API.
const { WebSocket } = createRequire(import.meta.url)('ws') as { WebSocket: typeof globalThis.WebSocket };

describe('/api/users, in-process', () => {
  // app.fetch() answers without a socket, and the typed client can call it the same way.
  let app: Fw;
  before(async () => {
    app = await createApp();
  });
  const api = client<App>('http://localhost', { fetch: (request) => app.fetch(request) });

  test('GET answers a JSON array', async () => {
    const response = await app.fetch(new Request('http://localhost/api/users'));
    assert.match(response.headers.get('content-type') ?? '', /application\/json/);
    assert.deepEqual(await response.json(), [{ id: '1', name: 'Ada Lovelace', email: 'ada@example.com' }]);
  });

  test('POST validates the body, creates the user, and GET /:id finds it', async () => {
    const invalid = await api.api.users.post({ name: 'Grace', email: 'not an address' });
    assert.equal(invalid.error?.status, 400);
    const created = await api.api.users.post({ name: 'Grace Hopper', email: 'grace@example.com' });
    assert.equal(created.status, 201);
    assert.equal((await api.api.users({ id: '2' }).get()).data?.name, 'Grace Hopper');
    assert.equal((await api.api.users({ id: '42' }).get()).error?.status, 404);
  });

  test('a route that broadcasts answers in-process: the room gets it (no socket), the history keeps it', async () => {
    const posted = await api.api.chat.rooms({ room: 'random' }).messages.post({ text: 'maintenance at noon' });
    assert.equal(posted.status, 201);
    assert.equal(posted.data?.room, 'random');
    assert.equal(posted.data?.from, 'server');
    const history = await api.api.chat.rooms({ room: 'random' }).messages.get();
    assert.deepEqual(
      history.data?.map((message) => message.text),
      ['maintenance at noon'],
    );
  });
});

describe('the chat, over a socket', () => {
  // A gateway needs a real server: listen on a free port.
  let app: Fw;
  let url: URL;
  before(async () => {
    app = await createApp();
    await app.listen(0);
    url = new URL(app.url);
  });
  after(() => app.stop());

  test('a message reaches everyone in the room and stays in its history', async () => {
    const ada = await connect('general', 'Ada');
    const grace = await connect('general', 'Grace');
    const received = nextMessage(grace);
    ada.send(JSON.stringify({ event: 'message', data: { text: 'hello' } }));
    const message = await received;
    assert.deepEqual([message.room, message.from, message.text], ['general', 'Ada', 'hello']);

    const api = client<App>(url.origin);
    const history = await api.api.chat.rooms({ room: 'general' }).messages.get();
    assert.deepEqual(
      history.data?.map((entry) => entry.text),
      ['hello'],
    );
    ada.close();
    grace.close();
  });

  test('an unknown room is refused before the upgrade', async () => {
    const socket = new WebSocket(`ws://${url.host}/api/chat?room=nowhere`);
    const outcome = await new Promise<string>((resolve) => {
      socket.onopen = () => resolve('open');
      socket.onerror = () => resolve('refused');
    });
    assert.equal(outcome, 'refused');
  });

  function connect(room: string, name: string): Promise<WebSocket> {
    const socket = new WebSocket(`ws://${url.host}/api/chat?room=${room}&name=${name}`);
    return new Promise((resolve, reject) => {
      socket.onopen = () => resolve(socket);
      socket.onerror = () => reject(new Error(`cannot join ${room}`));
    });
  }
});

function nextMessage(socket: WebSocket): Promise<ChatMessage> {
  return new Promise((resolve) => {
    socket.onmessage = (event) => resolve(JSON.parse(String(event.data)).data);
  });
}
