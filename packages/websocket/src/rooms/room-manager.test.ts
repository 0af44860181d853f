import { expect, test } from 'bun:test';
import type { ClusterLink } from '../cluster/adapter.ts';
import { RoomManager } from './room-manager.ts';
import type { ServerSlot } from '../server-slot.ts';
import type { WireMessage } from '../wire/transport.ts';

function fakeServer(published: [string, WireMessage][]): NonNullable<ServerSlot['server']> {
  return {
    pendingWebSockets: 7,
    publish: (topic, data) => published.push([topic, data]),
    subscriberCount: () => 0,
  };
}

test('of() publishes to the room of one namespace, each frame serialised once', () => {
  const published: [string, WireMessage][] = [];
  const rooms = new RoomManager({ server: fakeServer(published), cluster: null }, ['/chat', '/games'], false);
  rooms.of('/chat').broadcast('lobby', 'news', { n: 1 });
  rooms.of('games').broadcastRaw('lobby', 'raw');
  expect(published).toEqual([
    ['ns:/chat:room:lobby', '{"event":"news","data":{"n":1}}'],
    ['ns:/games:room:lobby', 'raw'],
  ]);
  expect(rooms.pendingWebSockets).toBe(7);
});

test('a bare broadcast is the room of that name in every namespace, each frame serialised once', () => {
  const published: [string, WireMessage][] = [];
  const only = new RoomManager({ server: fakeServer(published), cluster: null }, ['/chat'], false);
  only.broadcast('lobby', 'news');
  only.broadcastRaw('lobby', 'raw');
  expect(published).toEqual([
    ['ns:/chat:room:lobby', '{"event":"news"}'],
    ['ns:/chat:room:lobby', 'raw'],
  ]);
  published.length = 0;
  const several = new RoomManager({ server: fakeServer(published), cluster: null }, ['/chat', '/games'], false);
  several.broadcast('lobby', 'news', { n: 1 });
  several.broadcastRaw('lobby', 'raw');
  const frame = '{"event":"news","data":{"n":1}}';
  expect(published).toEqual([
    ['ns:/chat:room:lobby', frame],
    ['ns:/games:room:lobby', frame],
    ['ns:/chat:room:lobby', 'raw'],
    ['ns:/games:room:lobby', 'raw'],
  ]);
  expect(published[0]?.[1]).toBe(published[1]?.[1] as string);
  const none = new RoomManager({ server: fakeServer(published), cluster: null }, [], false);
  const noGateway = "@fw/websocket: RoomManager.broadcast('lobby'): this app has no gateway, so no rooms.";
  expect(() => none.broadcast('lobby', 'news')).toThrow(noGateway);
  expect(() => none.broadcastRaw('lobby', 'raw')).toThrow("RoomManager.broadcastRaw('lobby'): this app has no gateway");
  expect(() => several.broadcast(['a', 'b'] as unknown as string, 'news')).toThrow(TypeError);
  expect(published).toHaveLength(4);
});

test('without a running server every send throws a clear error; pendingWebSockets is 0', () => {
  const rooms = new RoomManager({ server: undefined, cluster: null }, ['/chat'], false);
  expect(() => rooms.broadcast('lobby', 'x')).toThrow(
    'RoomManager.broadcast() needs a running server; call it after app.listen()',
  );
  expect(() => rooms.of('/chat').broadcastRaw('lobby', 'x')).toThrow(
    'RoomManager.broadcastRaw() needs a running server',
  );
  expect(rooms.pendingWebSockets).toBe(0);
  expect(() => rooms.of('/nowhere')).toThrow("RoomManager.of('/nowhere'): no gateway has that path (known: /chat)");
});

test('with a cluster link every publish is also relayed once, with the same topic and message', () => {
  const published: [string, WireMessage][] = [];
  const relayed: [string, WireMessage][] = [];
  const cluster: ClusterLink = {
    publish: (topic, message) => void relayed.push([topic, message]),
    counts: async () => ({}),
    leave: async () => {},
  };
  const bytes = new Uint8Array([0, 255]);
  const rooms = new RoomManager({ server: fakeServer(published), cluster }, ['/chat', '/games'], false);
  rooms.broadcast('lobby', 'news', 1);
  rooms.of('/chat').broadcastRaw('lobby', bytes);
  expect(relayed).toEqual([
    ['ns:/chat:room:lobby', '{"event":"news","data":1}'],
    ['ns:/games:room:lobby', '{"event":"news","data":1}'],
    ['ns:/chat:room:lobby', bytes],
  ]);
  expect(relayed).toEqual(published);
});
