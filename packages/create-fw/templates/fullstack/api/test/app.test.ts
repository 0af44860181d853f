import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { client } from '@fw/client/http';
import type { Fw } from '@fw/core';
import type { App, ChatMessage } from '../../web/src/generated/app.ts';
import { createApp } from '../src/app.ts';

describe('/api/users, in-process', () => {
  // app.fetch() answers without a socket, and the typed client can call it the same way.
  let app: Fw;
  beforeAll(async () => {
    app = await createApp();
  });
  const api = client<App>('http://localhost', { fetch: (request) => app.fetch(request) });

  test('GET answers a JSON array', async () => {
    const response = await app.fetch(new Request('http://localhost/api/users'));
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual([{ id: '1', name: 'Ada Lovelace', email: 'ada@example.com' }]);
  });

  test('POST validates the body, creates the user, and GET /:id finds it', async () => {
    const invalid = await api.api.users.post({ name: 'Grace', email: 'not an address' });
    expect(invalid.error?.status).toBe(400);
    const created = await api.api.users.post({ name: 'Grace Hopper', email: 'grace@example.com' });
    expect(created.status).toBe(201);
    expect((await api.api.users({ id: '2' }).get()).data?.name).toBe('Grace Hopper');
    expect((await api.api.users({ id: '42' }).get()).error?.status).toBe(404);
  });

  test('a route that broadcasts answers in-process: the room gets it (no socket here), the history keeps it', async () => {
    const posted = await api.api.chat.rooms({ room: 'random' }).messages.post({ text: 'maintenance at noon' });
    expect(posted.status).toBe(201);
    expect(posted.data).toMatchObject({ room: 'random', from: 'server', text: 'maintenance at noon' });
    const history = await api.api.chat.rooms({ room: 'random' }).messages.get();
    expect(history.data?.map((message) => message.text)).toEqual(['maintenance at noon']);
  });
});

describe('the chat, over a socket', () => {
  // A gateway needs a real server: listen on a free port.
  let app: Fw;
  let url: URL;
  beforeAll(async () => {
    app = await createApp();
    await app.listen(0);
    url = new URL(app.url);
  });
  afterAll(() => app.stop());

  test('a message reaches everyone in the room and stays in its history', async () => {
    const ada = await connect('general', 'Ada');
    const grace = await connect('general', 'Grace');
    const received = nextMessage(grace);
    ada.send(JSON.stringify({ event: 'message', data: { text: 'hello' } }));
    expect(await received).toMatchObject({ room: 'general', from: 'Ada', text: 'hello' });

    const api = client<App>(url.origin);
    const history = await api.api.chat.rooms({ room: 'general' }).messages.get();
    expect(history.data?.map((message) => message.text)).toEqual(['hello']);
    ada.close();
    grace.close();
  });

  test('an unknown room is refused before the upgrade', async () => {
    const socket = new WebSocket(`ws://${url.host}/api/chat?room=nowhere`);
    const outcome = await new Promise<string>((resolve) => {
      socket.onopen = () => resolve('open');
      socket.onclose = () => resolve('closed');
    });
    expect(outcome).toBe('closed');
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
