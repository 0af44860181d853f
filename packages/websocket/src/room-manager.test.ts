import { expect, test } from 'bun:test';
import { RoomManager, type ServerSlot } from './room-manager.ts';
import type { WireMessage } from './transport.ts';

function fakeServer(published: [string, WireMessage][]): NonNullable<ServerSlot['server']> {
  return {
    pendingWebSockets: 7,
    publish: (topic, data) => published.push([topic, data]),
    subscriberCount: () => 0,
  };
}

test('broadcast targets the room in every namespace; of() in one; one frame serialised once', () => {
  const published: [string, WireMessage][] = [];
  const slot: ServerSlot = { server: fakeServer(published) };
  const rooms = new RoomManager(slot, ['/chat', '/games'], false);
  rooms.broadcast('lobby', 'news', { n: 1 });
  rooms.of('games').broadcastRaw('lobby', 'raw');
  expect(published).toEqual([
    ['ns:/chat:room:lobby', '{"event":"news","data":{"n":1}}'],
    ['ns:/games:room:lobby', '{"event":"news","data":{"n":1}}'],
    ['ns:/games:room:lobby', 'raw'],
  ]);
  expect(rooms.pendingWebSockets).toBe(7);
});

test('without a running server every send throws a clear error; pendingWebSockets is 0', () => {
  const rooms = new RoomManager({ server: undefined }, ['/chat'], false);
  expect(() => rooms.broadcast('lobby', 'x')).toThrow('RoomManager.broadcast() needs a running server; call it after app.listen()');
  expect(() => rooms.of('/chat').broadcastRaw('lobby', 'x')).toThrow('RoomManager.broadcastRaw() needs a running server');
  expect(rooms.pendingWebSockets).toBe(0);
  expect(() => rooms.of('/nowhere')).toThrow("RoomManager.of('/nowhere'): no gateway has that path (known: /chat)");
});
