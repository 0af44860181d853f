import { expect, test } from 'bun:test';
import { Gateway } from '../decorators/gateway.ts';
import { RoomManager } from './room-manager.ts';
import type { WireMessage } from '../wire/transport.ts';

@Gateway('/chat')
class ChatGateway {
  declare readonly emits: { news: { n: number } };
}

@Gateway('/elsewhere')
class UnregisteredGateway {}

class NotAGateway {}

test('of(GatewayClass) is the namespace of its @Gateway path; a class without one, or not in the app, throws', () => {
  const published: [string, WireMessage][] = [];
  const publish = (topic: string, data: WireMessage) => published.push([topic, data]);
  const server = { pendingWebSockets: 0, publish, subscriberCount: () => 0 };
  const rooms = new RoomManager({ server, cluster: null }, ['/chat', '/games'], false);
  rooms.of(ChatGateway).broadcast('lobby', 'news', { n: 1 });
  expect(published).toEqual([['ns:/chat:room:lobby', '{"event":"news","data":{"n":1}}']]);
  expect(() => rooms.of(NotAGateway)).toThrow(
    '@fw/websocket: RoomManager.of(NotAGateway): NotAGateway has no @Gateway(path) decorator; ' +
      'pass a gateway class or a gateway path.',
  );
  const unregistered = "RoomManager.of('/elsewhere'): no gateway has that path (known: /chat, /games)";
  expect(() => rooms.of(UnregisteredGateway)).toThrow(unregistered);
});
