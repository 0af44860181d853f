import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mainSpec, statsWhen } from './apps.ts';
import { Recorder } from './fixtures.ts';
import { connect, handshakeHeaders, TestClient, type AppFactory, type RunningApp } from './harness.ts';
import { fetchHandshake } from './raw-client.ts';

export function describeAuth(factory: AppFactory): void {
  describe('authentication and the upgrade path', () => {
    let app: RunningApp;
    const recorder = new Recorder();
    beforeAll(async () => {
      app = await factory(mainSpec(recorder));
    });
    afterAll(() => app.stop());

    test('@OnOpen closes with 4001; messages sent meanwhile are never dispatched', async () => {
      const client = await connect(app.wsUrl('/secure?token=bad'));
      client.emit('secret');
      expect(await client.closed).toEqual({ code: 4001, reason: 'Unauthorized' });
      expect(client.unread).toBe(0);
      const stats = await statsWhen(app, (s) => s.counts['/secure'] === 0);
      expect(stats.counts['/secure']).toBe(0);
      expect(recorder.secrets).toBe(0);
    });

    test('a synchronous @OnOpen that closes its socket finishes before @OnClose runs', async () => {
      const client = await connect(app.wsUrl('/sync-close'));
      expect(await client.closed).toEqual({ code: 4001, reason: 'Unauthorized' });
      await statsWhen(app, (s) => s.counts['/sync-close'] === 0);
      expect(recorder.syncCloseSteps).toEqual(['@OnOpen went on after close()', '@OnClose 4001']);
    });

    test('an authenticated socket gets the later @OnOpen handlers and its queued messages, in order', async () => {
      const client = await connect(app.wsUrl('/secure?token=good'));
      client.emit('secret');
      expect(await client.next()).toEqual({ event: 'welcome' });
      expect(await client.next()).toEqual({ event: 'secret', data: 'the cake' });
      expect(recorder.secrets).toBe(1);
      client.close();
    });

    test('the pre-upgrade guard refuses with 401 by default, or with its own Response', async () => {
      const refused = await fetchHandshake(app.httpUrl('/guarded?token=bad'), handshakeHeaders());
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ statusCode: 401, message: 'Unauthorized' });
      const forbidden = await fetchHandshake(app.httpUrl('/guarded?token=forbidden'), handshakeHeaders());
      expect(forbidden.status).toBe(403);
      const client = new TestClient(app.wsUrl('/guarded'));
      await expect(client.opened).rejects.toThrow('failed to open');
      await client.closed;
      expect(recorder.guardedOpens).toBe(0);
    });

    test('the guard sees headers and query; what it returns becomes socket.data', async () => {
      const byHeader = await connect(app.wsUrl('/guarded'), { headers: { authorization: 'Bearer good' } });
      expect(await byHeader.next()).toEqual({ event: 'welcome', data: { user: 'alice' } });
      const byQuery = await connect(app.wsUrl('/guarded?token=good'));
      expect(await byQuery.next()).toEqual({ event: 'welcome', data: { user: 'alice' } });
      expect(recorder.guardedOpens).toBe(2);
      byHeader.close();
      byQuery.close();
    });

    test('a plain HTTP request to a gateway path gets 426 Upgrade Required, not the SPA fallback', async () => {
      const response = await fetch(app.httpUrl('/rooms'));
      expect(response.status).toBe(426);
      expect(response.headers.get('upgrade')).toBe('websocket');
      expect(await response.json()).toMatchObject({ statusCode: 426 });
      const guarded = await fetch(app.httpUrl('/guarded?token=good'));
      expect(guarded.status).toBe(426);
      const spa = await fetch(app.httpUrl('/some/client/route'));
      expect(await spa.text()).toContain('<title>spa</title>');
    });

    test('a handshake the runtime rejects is answered 400', async () => {
      const response = await fetchHandshake(app.httpUrl('/rooms'), { Upgrade: 'websocket', Connection: 'Upgrade' });
      expect(response.status).toBe(400);
    });

    test('an upgrade request to a path no gateway owns does not open', async () => {
      const client = new TestClient(app.wsUrl('/nowhere'));
      await expect(client.opened).rejects.toThrow('failed to open');
      await client.closed;
    });
  });
}
