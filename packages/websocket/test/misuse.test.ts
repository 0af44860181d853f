import { expect, test } from 'bun:test';
import { Fw, FwError } from '@fw/core';
import { metadataSymbol } from '@fw/core/plugin';
import { Gateway, OnOpen, WebSocketPlugin, type FwSocket, type GatewayClass } from '../src/index.ts';

/** Mistakes a socket.io or NestJS user makes on day one, each answered with the fix, on a real app. */

@Gateway('/chat')
class ChatGateway {
  @OnOpen() open(socket: FwSocket): void {
    socket.emit('welcome');
  }
}

@Gateway('/admin')
class AdminGateway {}

test('a second WebSocketPlugin fails listen() saying to list every gateway in one create()', async () => {
  const app = new Fw();
  app.use(WebSocketPlugin.create([ChatGateway]));
  app.use(WebSocketPlugin.create([AdminGateway]));
  await expect(app.listen(0)).rejects.toThrow(
    '@fw/websocket: this app already has a WebSocket handler (a second WebSocketPlugin, or another WebSocket plugin); the runtime takes one per server, so pass every gateway to one WebSocketPlugin.create([...]) call.',
  );
});

test("create() with a class instead of an array says how to call it, with the core's error base", () => {
  expect(() => WebSocketPlugin.create(ChatGateway as unknown as GatewayClass[])).toThrow(FwError);
  expect(() => WebSocketPlugin.create(ChatGateway as unknown as GatewayClass[])).toThrow(
    '@fw/websocket: WebSocketPlugin.create() takes an array of gateway classes, got the class ChatGateway; write WebSocketPlugin.create([ChatGateway]).',
  );
});

test('an unknown option lists the options there are', () => {
  expect(() => WebSocketPlugin.create([ChatGateway], { maxPayload: 1024 } as never)).toThrow(
    "unknown config option 'maxPayload'; the options are perMessageDeflate, maxPayloadLength, idleTimeout, " +
      'backpressureLimit, closeOnBackpressureLimit, sendPings, publishToSelf, adapter, onProtoPoisoning, ' +
      'onConstructorPoisoning.',
  );
  expect(() => WebSocketPlugin.create([ChatGateway], { toString: 1 } as never)).toThrow(
    "unknown config option 'toString'",
  );
});

test('a :param or * gateway path is refused, so /rooms/1 and /rooms/2 can never share one namespace', () => {
  const declare = (path: string) => () => {
    @Gateway(path)
    class RoomGateway {}
    return RoomGateway;
  };
  expect(declare('/rooms/:id')).toThrow(
    "@fw/websocket: @Gateway('/rooms/:id') on RoomGateway: a gateway path is one fixed path",
  );
  expect(declare('/rooms/*')).toThrow('takes no :param or * segment');
  expect(declare('rooms/*/chat')).toThrow('socket.handshake.query');
});

test("a Stage 3 gateway lacking `static inject` is told the Stage 3 fix: the core's check reads its form", async () => {
  class Users {}
  class Lobby {
    constructor(readonly users: Users) {}
  }
  // What TC39 decorators hand `@Gateway('/lobby')`: this file compiles with experimentalDecorators.
  const metadata = {};
  const context = { kind: 'class', name: 'Lobby', metadata, addInitializer() {} };
  Gateway('/lobby')(Lobby, context as unknown as ClassDecoratorContext<typeof Lobby>);
  Object.defineProperty(Lobby, metadataSymbol, { value: metadata });
  await expect(new Fw().use(WebSocketPlugin.create([Lobby])).listen(0)).rejects.toThrow(
    'Cannot create Lobby: constructor parameter #0 (users) has no type metadata: TC39 (Stage 3) decorators emit none.',
  );
});
