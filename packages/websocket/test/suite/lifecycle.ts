import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { FwPlugin } from '@fw/core';
import { RoomManager } from '../../src/index.ts';
import { mainSpec, postBroadcast, readStats, statsWhen } from './apps.ts';
import { Recorder, provideValue } from './fixtures.ts';
import { LateGateway, SlowCloseGateway } from './gateways.ts';
import { connect, connectGreeted, handshakeHeaders, type AppFactory, type RunningApp } from './harness.ts';
import { fetchHandshake } from './raw-client.ts';

const SHUTTING_DOWN = {
  statusCode: 503,
  message: 'Service Unavailable: the server is shutting down and /late accepts no new WebSocket connections',
};

export function describeLifecycle(factory: AppFactory): void {
  describe('NamespaceRegistry', () => {
    let app: RunningApp;
    beforeAll(async () => {
      app = await factory(mainSpec(new Recorder()));
    });
    afterAll(() => app.stop());

    test('counts stay exact across opens, client and server closes, errors and refused sockets', async () => {
      expect(await readStats(app)).toMatchObject({ namespaces: [], total: 0 });
      const [a] = await connectGreeted(app.wsUrl('/rooms'));
      const [b] = await connectGreeted(app.wsUrl('/rooms'));
      const [c] = await connectGreeted(app.wsUrl('/dispatch'));
      let stats = await readStats(app);
      expect(stats.namespaces).toEqual(['/rooms', '/dispatch']);
      expect(stats.total).toBe(3);
      expect(stats.counts).toMatchObject({ '/rooms': 2, '/dispatch': 1, '/other': 0 });
      expect(stats.pending).toBeGreaterThanOrEqual(3);
      c.emit('boom');
      expect((await c.next()).event).toBe('error');
      expect((await readStats(app)).counts['/dispatch']).toBe(1);
      await a.close();
      b.emit('close', { code: 4000, reason: 'server side' });
      await b.closed;
      const refused = await connect(app.wsUrl('/secure?token=bad'));
      await refused.closed;
      stats = await statsWhen(app, (s) => s.total === 1);
      expect(stats).toMatchObject({ namespaces: ['/dispatch'], total: 1 });
      expect(stats.counts['/rooms']).toBe(0);
      expect(stats.counts['/secure']).toBe(0);
      c.close();
      expect(await statsWhen(app, (s) => s.total === 0)).toMatchObject({ namespaces: [], total: 0 });
    });

    test('100 clients joining and leaving concurrently leave exact counts and memberships', async () => {
      const clients = await Promise.all(
        Array.from({ length: 100 }, () => connectGreeted(app.wsUrl('/rooms')).then(([client]) => client)),
      );
      await Promise.all(
        clients.map(async (client) => {
          client.emit('join', 'crowd');
          client.emit('join', 'all');
          await client.next();
          await client.next();
        }),
      );
      expect((await readStats(app)).counts['/rooms']).toBe(100);
      const [leavers, stayers] = [clients.slice(0, 50), clients.slice(50)];
      await Promise.all(
        leavers.map(async (client) => {
          client.emit('leave', 'crowd');
          expect((await client.next()).data).toMatchObject({ room: 'crowd', member: false });
        }),
      );
      expect((await postBroadcast(app, 'crowd', { event: 'crowd-news', namespace: '/rooms' })).status).toBe(201);
      expect((await postBroadcast(app, 'all', { event: 'sentinel', namespace: '/rooms' })).status).toBe(201);
      for (const client of stayers) {
        expect(await client.next()).toEqual({ event: 'crowd-news' });
        expect(await client.next()).toEqual({ event: 'sentinel' });
      }
      // Frames on one connection keep their order, so a leaver whose next frame is the sentinel missed the news.
      for (const client of leavers) expect(await client.next()).toEqual({ event: 'sentinel' });
      await Promise.all(clients.slice(0, 30).map((client) => client.close()));
      const stats = await statsWhen(app, (s) => s.counts['/rooms'] === 70);
      expect(stats.counts['/rooms']).toBe(70);
      expect(stats.total).toBe(70);
      await Promise.all(clients.slice(30).map((client) => client.close()));
      expect((await statsWhen(app, (s) => s.total === 0)).total).toBe(0);
    });
  });

  describe('graceful shutdown and the server lifecycle', () => {
    test('stop() closes every socket with 1001 and waits for async @OnClose handlers', async () => {
      const recorder = new Recorder();
      const app = await factory({ gateways: [SlowCloseGateway], plugins: [provideValue(Recorder, recorder)] });
      const clients = await Promise.all(
        [1, 2, 3].map(() => connectGreeted(app.wsUrl('/slow-close')).then(([client]) => client)),
      );
      await app.stop();
      expect(recorder.closes).toHaveLength(3);
      for (const close of recorder.closes)
        expect(close).toEqual({ namespace: '/slow-close', code: 1001, reason: 'Server shutting down' });
      for (const client of clients) expect((await client.closed).code).toBe(1001);
    });

    test('stop() finishes when a client reconnects from its onclose while @OnClose runs; upgrades get 503', async () => {
      const recorder = new Recorder();
      const app = await factory({ gateways: [LateGateway], plugins: [provideValue(Recorder, recorder)] });
      const events: string[] = [];
      const retried = Promise.withResolvers<void>();
      const first = await connect(app.wsUrl('/late'));
      first.socket.addEventListener('close', (event) => {
        events.push(`closed ${event.code}`);
        // Reconnects at once, as reconnecting clients do, while the server's @OnClose still runs.
        const second = new WebSocket(app.wsUrl('/late'));
        second.onopen = () => {
          events.push('reopened');
          retried.resolve();
        };
        second.onclose = (again) => {
          events.push(`closed ${again.code}`);
          retried.resolve();
        };
      });
      const stopping = app.stop();
      await retried.promise;
      const refused = await fetchHandshake(app.httpUrl('/late'), handshakeHeaders());
      recorder.release.resolve();
      await stopping;
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual(SHUTTING_DOWN);
      expect(events).toEqual(['closed 1001', 'closed 1006']);
      expect(recorder.lateOpens).toBe(1);
      expect(recorder.closes).toEqual([{ namespace: '/late', code: 1001, reason: 'Server shutting down' }]);
    });

    test('an upgrade whose @OnUpgrade guard resolves after stop() began gets 503 and never opens', async () => {
      const recorder = new Recorder();
      const app = await factory({ gateways: [LateGateway], plugins: [provideValue(Recorder, recorder)] });
      const held = fetchHandshake(app.httpUrl('/late?hold'), handshakeHeaders());
      await recorder.held.promise;
      // stop() runs the shutdown hooks at once, so the guard resolves once shutdown has begun.
      const stopping = app.stop();
      recorder.release.resolve();
      const refused = await held;
      await stopping;
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual(SHUTTING_DOWN);
      expect(recorder.lateOpens).toBe(0);
    });

    test('RoomManager.broadcast from onInit reaches nobody (no server yet); after stop() it throws', async () => {
      const seen: string[] = [];
      let rooms: RoomManager | undefined;
      const probe: FwPlugin = {
        name: 'probe',
        setup(host) {
          host.onInit(() => {
            rooms = host.resolve(RoomManager);
            try {
              rooms.broadcast('room', 'early');
            } catch (error) {
              seen.push((error as Error).message);
            }
            seen.push(String(rooms.pendingWebSockets));
          });
        },
      };
      const app = await factory({
        gateways: [SlowCloseGateway],
        plugins: [provideValue(Recorder, new Recorder()), probe],
      });
      // From onInit on the app may answer in-process (app.fetch()), where no socket can have joined a room.
      expect(seen).toEqual(['0']);
      expect(() => rooms?.broadcastRaw('room', 'ok while running')).not.toThrow();
      await app.stop();
      expect(() => rooms?.broadcastRaw('room', 'late')).toThrow('RoomManager.broadcastRaw() needs a running server');
    });
  });
}
