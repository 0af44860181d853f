import { expect, test } from 'bun:test';
import { readGatewayMetadata } from '../metadata/read-gateway.ts';
import { Gateway, normalizeGatewayPath } from './gateway.ts';
import { OnClose, OnMessage, OnOpen, SubscribeMessage } from './lifecycle.ts';

test('gateway paths get a leading slash, lose a trailing one and collapse duplicates', () => {
  expect(normalizeGatewayPath('chat')).toBe('/chat');
  expect(normalizeGatewayPath('/chat/')).toBe('/chat');
  expect(normalizeGatewayPath('//a//b')).toBe('/a/b');
  expect(normalizeGatewayPath('/')).toBe('/');
});

test("a ':' anywhere in a gateway path is refused: it ends the namespace in a room's topic", () => {
  const declare = (path: string) => () => {
    @Gateway(path)
    class Tricky {}
    return Tricky;
  };
  // '/a:room:b' with room 'c' and '/a' with room 'b:room:c' would both be the topic 'ns:/a:room:b:room:c'.
  expect(declare('/a:room:b')).toThrow(
    "@fw/websocket: @Gateway('/a:room:b') on Tricky: a gateway path takes no ':', because it is the namespace in the",
  );
  expect(declare('/chat:v2')).toThrow("a gateway path takes no ':'");
  expect(declare('/chat-v2')).not.toThrow();
});

test('the experimental form records the path and handlers in declaration order', () => {
  @Gateway('chat')
  class Chat {
    @OnOpen() open(): void {}
    @SubscribeMessage('a') first(): void {}
    @OnMessage() raw(): void {}
    @SubscribeMessage('a') second(): void {}
    @OnClose() close(): void {}
  }
  const metadata = readGatewayMetadata(Chat);
  expect(metadata.path).toBe('/chat');
  expect(metadata.handlers.map((h) => [h.kind, h.event, h.name])).toEqual([
    ['open', undefined, 'Chat.open'],
    ['event', 'a', 'Chat.first'],
    ['message', undefined, 'Chat.raw'],
    ['event', 'a', 'Chat.second'],
    ['close', undefined, 'Chat.close'],
  ]);
});

test('an undecorated class has no path; a subclass inherits handlers, base first', () => {
  class Base {
    @OnOpen() open(): void {}
  }
  @Gateway('/child')
  class Child extends Base {
    @OnClose() close(): void {}
  }
  expect(readGatewayMetadata(Base).path).toBeUndefined();
  expect(readGatewayMetadata(Child).handlers.map((h) => h.name)).toEqual(['Base.open', 'Child.close']);
});

test('an override keeps one record, in its base place, whether decorated again or not', () => {
  class Base {
    @OnOpen() open(): void {}
    @SubscribeMessage('a') first(): void {}
    @SubscribeMessage('b') plain(): void {}
  }
  class Middle extends Base {
    @OnOpen() override open(): void {}
    override plain(): void {}
  }
  @Gateway('/leaf')
  class Leaf extends Middle {
    @SubscribeMessage('a') override first(): void {}
    @SubscribeMessage('c') override plain(): void {}
    @OnOpen() own(): void {}
  }
  expect(readGatewayMetadata(Leaf).handlers.map((h) => [h.kind, h.event, h.name])).toEqual([
    ['open', undefined, 'Middle.open'],
    ['event', 'a', 'Leaf.first'],
    ['event', 'b', 'Base.plain'],
    ['event', 'c', 'Leaf.plain'],
    ['open', undefined, 'Leaf.own'],
  ]);
});

test('bad decorator input fails at declaration with the class and member named', () => {
  expect(() => Gateway('')(class Empty {})).toThrow('@Gateway() on Empty needs a non-empty string path');
  expect(() => SubscribeMessage('')).toThrow('@SubscribeMessage() on a gateway needs a non-empty string event name');
  class Target {
    static helper(): void {}
    field = 1;
  }
  expect(() =>
    OnOpen()(Target, 'helper', Object.getOwnPropertyDescriptor(Target, 'helper') as PropertyDescriptor),
  ).toThrow('@OnOpen() on static method Target.helper');
  expect(() => OnOpen()(Target.prototype, 'field', { value: 1 })).toThrow(
    '@OnOpen() can only decorate a method; Target.field is not one',
  );
});
