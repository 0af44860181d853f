// A route that broadcasts, answered by `app.fetch()` with no server (the templates' tests): the broadcast reaches
// nobody, as no socket can have joined; during bootstrap and after stop() it still throws, naming listen().
import { expect, test } from 'bun:test';
import { Controller, Fw, HttpCode, Param, Post, Service } from '@fw/core';
import { Gateway, RoomManager, SubscribeMessage, WebSocketPlugin } from '../src/index.ts';

@Gateway('/chat')
class ChatGateway {
  declare readonly emits: { notice: string };
  @SubscribeMessage('ping') ping() {}
}

@Controller('/notices')
class NoticesController {
  constructor(private readonly rooms: RoomManager) {}
  @Post(':room') @HttpCode(201) post(@Param('room') room: string) {
    this.rooms.of(ChatGateway).broadcast(room, 'notice', 'maintenance at noon');
    return { sent: room };
  }
}

const createApp = () => new Fw().controllers([NoticesController]).use(WebSocketPlugin.create([ChatGateway]));

test('a route that broadcasts answers in-process: delivered to nobody, no 500', async () => {
  const app = createApp();
  const response = await app.fetch(new Request('http://local/notices/lobby', { method: 'POST' }));
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({ sent: 'lobby' });
});

test('a broadcast during bootstrap (a constructor) still fails, naming listen()', async () => {
  @Service()
  class Eager {
    constructor(rooms: RoomManager) {
      rooms.of(ChatGateway).broadcast('lobby', 'notice', 'too early');
    }
  }
  const app = createApp().services([Eager]);
  await expect(app.fetch(new Request('http://local/notices/lobby', { method: 'POST' }))).rejects.toThrow(
    'RoomManager.broadcast() needs a running server',
  );
  await expect(createApp().services([Eager]).listen(0)).rejects.toThrow(
    'RoomManager.broadcast() needs a running server; call it after app.listen()',
  );
});

test('after stop() a broadcast fails again, naming listen()', async () => {
  const app = createApp();
  let rooms: RoomManager | undefined;
  @Service()
  class Keeper {
    constructor(manager: RoomManager) {
      rooms = manager;
    }
  }
  app.services([Keeper]);
  await app.listen(0);
  expect(() => rooms?.of(ChatGateway).broadcast('lobby', 'notice', 'live')).not.toThrow();
  await app.stop();
  expect(() => rooms?.of(ChatGateway).broadcast('lobby', 'notice', 'late')).toThrow('needs a running server');
});
