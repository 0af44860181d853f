import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Service, type OnListen } from '@fw/core';
import { Gateway, OnOpen, RoomManager, type FwSocket } from '../../src/index.ts';
import { connect, type AppFactory, type RunningApp } from './harness.ts';

/** What the `onListen` hooks saw; a hook that throws would fail `listen()` instead. */
const booted: string[] = [];

/** A service that announces the server from its own `onListen`, as the spec's "lifecycle hooks" allows. */
@Service()
class Announcer implements OnListen {
  constructor(private readonly rooms: RoomManager) {}

  onListen(): void {
    this.rooms.broadcast('news', 'boot');
    this.rooms.of('/announced').broadcastRaw('news', 'boot');
    booted.push(`service, ${this.rooms.pendingWebSockets} sockets`);
  }

  announce(text: string): void {
    this.rooms.broadcast('news', 'news', text);
  }
}

@Gateway('/announced')
class AnnouncedGateway implements OnListen {
  constructor(
    private readonly rooms: RoomManager,
    private readonly announcer: Announcer,
  ) {}

  onListen(): void {
    this.rooms.broadcast('news', 'gateway-boot');
    booted.push('gateway');
  }

  @OnOpen()
  open(socket: FwSocket): void {
    socket.join('news');
    this.announcer.announce(`welcome ${socket.id}`);
  }
}

export function describeListenHooks(factory: AppFactory): void {
  describe('RoomManager in onListen hooks', () => {
    let app: RunningApp;
    beforeAll(async () => {
      // The suite may run once per adapter in one test process, which loads this module once.
      booted.length = 0;
      app = await factory({ gateways: [AnnouncedGateway], services: [Announcer] });
    });
    afterAll(() => app.stop());

    test("a service's or gateway's onListen can broadcast: the server is bound before their hooks run", async () => {
      expect(booted).toEqual(['service, 0 sockets', 'gateway']);
      const client = await connect(app.wsUrl('/announced'));
      const { event, data } = await client.next();
      expect(event).toBe('news');
      expect(String(data)).toStartWith('welcome ');
      await client.close();
    });
  });
}
