import { expect, test } from 'bun:test';
import { Gateway } from './decorators/gateway.ts';
import { WebSocketPlugin } from './websocket-plugin.ts';

test('create() rejects an undecorated class, two gateways on one path and bad config at once', () => {
  class NotAGateway {}
  @Gateway('/a')
  class First {}
  @Gateway('a/')
  class Second {}
  expect(() => WebSocketPlugin.create([NotAGateway])).toThrow(
    'NotAGateway was passed to WebSocketPlugin.create() but has no @Gateway(path) decorator',
  );
  expect(() => WebSocketPlugin.create([First, Second])).toThrow("gateways First and Second both declare the path '/a'");
  expect(() => WebSocketPlugin.create([First], { idleTimeout: -1 })).toThrow("'idleTimeout'");
  expect(WebSocketPlugin.create([First]).name).toBe('@fw/websocket');
});
