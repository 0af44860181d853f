import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { mainSpec, postBroadcast } from './apps.ts';
import { provideValue, Recorder, SocketsController } from './fixtures.ts';
import { OtherGateway, RoomsGateway } from './gateways.ts';
import { connectGreeted, type AppFactory, type RunningApp, type TestClient } from './harness.ts';

/** Opens a client on `path` that joined `room`. */
async function member(app: RunningApp, path: string, room: string): Promise<TestClient> {
  const [client] = await connectGreeted(app.wsUrl(path));
  client.emit('join', room);
  expect((await client.next()).event).toBe('joined');
  return client;
}

/** Proves a client got nothing before: its next frame is the answer to a `whoami` it sends now. */
async function expectNothingFor(client: TestClient, namespace: string): Promise<void> {
  client.emit('whoami');
  expect(await client.next()).toEqual({ event: 'whoami', data: namespace });
}

/** Runs `send` with the core's error log captured: what a 500 logged. */
async function logged(send: () => Promise<Response>): Promise<{ status: number; messages: string[] }> {
  const spy = spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const { status } = await send();
    const messages = spy.mock.calls.flat().map((value) => (value instanceof Error ? value.message : String(value)));
    return { status, messages };
  } finally {
    spy.mockRestore();
  }
}

export function describeRoomScopes(factory: AppFactory): void {
  describe('rooms are scoped by namespace (several gateways)', () => {
    let app: RunningApp;
    beforeAll(async () => {
      app = await factory(mainSpec(new Recorder()));
    });
    afterAll(() => app.stop());

    test('to(), publish(), join/leave and RoomManager.of() reach one namespace only', async () => {
      const roomsA = await member(app, '/rooms', 'shared');
      const roomsB = await member(app, '/rooms', 'shared');
      const otherC = await member(app, '/other', 'shared');
      const otherD = await member(app, '/other', 'shared');
      roomsA.emit('to', { room: 'shared', event: 'to', data: 'rooms' });
      expect(await roomsA.next()).toEqual({ event: 'done' });
      expect(await roomsB.next()).toEqual({ event: 'to', data: 'rooms' });
      otherC.emit('publish', { topic: 'shared', event: 'publish', data: 'other' });
      expect(await otherC.next()).toEqual({ event: 'done' });
      expect(await otherD.next()).toEqual({ event: 'publish', data: 'other' });
      const toRooms = await postBroadcast(app, 'shared', { event: 'of', data: 'rooms', namespace: '/rooms' });
      expect(toRooms.status).toBe(201);
      for (const client of [roomsA, roomsB]) expect(await client.next()).toEqual({ event: 'of', data: 'rooms' });
      expect((await postBroadcast(app, 'shared', { raw: 'raw to other', namespace: 'other/' })).status).toBe(201);
      for (const client of [otherC, otherD]) expect(await client.nextRaw()).toBe('raw to other');
      for (const client of [roomsA, roomsB]) await expectNothingFor(client, 'rooms');
      for (const client of [otherC, otherD]) await expectNothingFor(client, 'other');

      // Leaving a room of one namespace leaves the same name in another untouched.
      otherC.emit('leave', 'shared');
      expect(await otherC.next()).toEqual({ event: 'left', data: { room: 'shared', rooms: [], member: false } });
      roomsA.emit('leave', 'nothing');
      expect((await roomsA.next()).data).toEqual({ room: 'nothing', rooms: ['shared'], member: false });
      await postBroadcast(app, 'shared', { event: 'after-leave', namespace: '/other' });
      await postBroadcast(app, 'shared', { event: 'after-leave', namespace: '/rooms' });
      for (const client of [otherD, roomsA, roomsB]) expect(await client.next()).toEqual({ event: 'after-leave' });
      await expectNothingFor(otherC, 'other');
      await Promise.all([roomsA, roomsB, otherC, otherD].map((client) => client.close()));
    });

    test('RoomManager.of() an unknown namespace throws, naming the known ones (answered 500 by the core)', async () => {
      const { status, messages } = await logged(() => postBroadcast(app, 'x', { event: 'x', namespace: '/nowhere' }));
      expect(status).toBe(500);
      const known = "RoomManager.of('/nowhere'): no gateway has that path (known: /dispatch, /plain";
      expect(messages.join('\n')).toContain(known);
    });
  });

  describe('a bare RoomManager.broadcast with two gateways', () => {
    let app: RunningApp;
    beforeAll(async () => {
      const plugins = [provideValue(Recorder, new Recorder())];
      app = await factory({ gateways: [RoomsGateway, OtherGateway], controllers: [SocketsController], plugins });
    });
    afterAll(() => app.stop());

    test('a room of one namespace only: its members get it, the other namespace nothing', async () => {
      const members = [await member(app, '/rooms', 'solo'), await member(app, '/rooms', 'solo')];
      const [rooms, other] = [await member(app, '/rooms', 'elsewhere'), await member(app, '/other', 'elsewhere')];
      expect((await postBroadcast(app, 'solo', { event: 'bare', data: { n: 1 } })).status).toBe(201);
      expect((await postBroadcast(app, 'solo', { raw: 'bare raw' })).status).toBe(201);
      for (const client of members) {
        expect(await client.next()).toEqual({ event: 'bare', data: { n: 1 } });
        expect(await client.nextRaw()).toBe('bare raw');
        await expectNothingFor(client, 'rooms');
      }
      await expectNothingFor(rooms, 'rooms');
      await expectNothingFor(other, 'other');
      await Promise.all([...members, rooms, other].map((client) => client.close()));
    });

    test('the same room name in both namespaces: members of both get it once, nobody else', async () => {
      const [roomsA, roomsB] = [await member(app, '/rooms', 'lobby'), await member(app, '/rooms', 'lobby')];
      const otherC = await member(app, '/other', 'lobby');
      const [outsideRooms, outsideOther] = [await member(app, '/rooms', 'x'), await member(app, '/other', 'x')];
      const [bareRooms] = await connectGreeted(app.wsUrl('/rooms'));
      expect((await postBroadcast(app, 'lobby', { event: 'both', data: 'hi' })).status).toBe(201);
      expect((await postBroadcast(app, 'lobby', { raw: 'both raw' })).status).toBe(201);
      for (const client of [roomsA, roomsB, otherC]) {
        expect(await client.next()).toEqual({ event: 'both', data: 'hi' });
        expect(await client.nextRaw()).toBe('both raw');
      }
      // Left in one namespace, the name still reaches the other; the one who left gets nothing.
      otherC.emit('leave', 'lobby');
      expect((await otherC.next()).event).toBe('left');
      expect((await postBroadcast(app, 'lobby', { event: 'after-leave' })).status).toBe(201);
      for (const client of [roomsA, roomsB]) expect(await client.next()).toEqual({ event: 'after-leave' });
      for (const client of [roomsA, roomsB, outsideRooms, bareRooms]) await expectNothingFor(client, 'rooms');
      for (const client of [otherC, outsideOther]) await expectNothingFor(client, 'other');
      await Promise.all([roomsA, roomsB, otherC, outsideRooms, outsideOther, bareRooms].map((c) => c.close()));
    });
  });

  describe('rooms of the only gateway', () => {
    let app: RunningApp;
    beforeAll(async () => {
      const plugins = [provideValue(Recorder, new Recorder())];
      app = await factory({ gateways: [RoomsGateway], controllers: [SocketsController], plugins });
    });
    afterAll(() => app.stop());

    test("a bare RoomManager.broadcast (and broadcastRaw) is that gateway's room", async () => {
      const [inRoom, alsoIn] = [await member(app, '/rooms', 'news'), await member(app, '/rooms', 'news')];
      const [outside] = await connectGreeted(app.wsUrl('/rooms'));
      expect((await postBroadcast(app, 'news', { event: 'headline', data: { title: 'fw' } })).status).toBe(201);
      expect((await postBroadcast(app, 'news', { raw: 'raw headline' })).status).toBe(201);
      for (const client of [inRoom, alsoIn]) {
        expect(await client.next()).toEqual({ event: 'headline', data: { title: 'fw' } });
        expect(await client.nextRaw()).toBe('raw headline');
      }
      await expectNothingFor(outside, 'rooms');
      await Promise.all([inRoom, alsoIn, outside].map((client) => client.close()));
    });
  });
}
