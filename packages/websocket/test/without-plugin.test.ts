import { expect, test } from 'bun:test';
import { Controller, Fw, Get, Service } from '@fw/core';
import { NamespaceRegistry, RoomManager } from '../src/index.ts';

test('injecting RoomManager or NamespaceRegistry without the plugin names the plugin to add, not app.services()', async () => {
  @Controller('/news')
  class NewsController {
    constructor(readonly rooms: RoomManager) {}
    @Get() list() {
      return [];
    }
  }
  await expect(new Fw().controllers([NewsController]).listen(0)).rejects.toThrow(
    'Cannot create NewsController: no provider for constructor parameter #0 (rooms: RoomManager). RoomManager is provided by ' +
      '@fw/websocket: add app.use(WebSocketPlugin.create([...gateways])) before listen().',
  );
  @Service()
  class Stats {
    constructor(readonly registry: NamespaceRegistry) {}
  }
  await expect(new Fw().services([Stats]).listen(0)).rejects.toThrow('NamespaceRegistry is provided by @fw/websocket');
});
