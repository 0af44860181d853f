import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mainSpec } from './apps.ts';
import { Recorder } from './fixtures.ts';
import { connectGreeted, type AppFactory, type RunningApp, type TestClient } from './harness.ts';

/** Opens `count` clients on `path` and has each join `room`. */
async function joined(app: RunningApp, path: string, room: string, count: number): Promise<TestClient[]> {
  const clients = await Promise.all(Array.from({ length: count }, () => connectGreeted(app.wsUrl(path))));
  return Promise.all(
    clients.map(async ([client]) => {
      client.emit('join', room);
      expect((await client.next()).event).toBe('joined');
      return client;
    }),
  );
}

export function describeSocket(factory: AppFactory): void {
  describe('FwSocket methods and rooms', () => {
    let app: RunningApp;
    beforeAll(async () => {
      app = await factory(mainSpec(new Recorder()));
    });
    afterAll(() => app.stop());

    test('join, leave, isSubscribed and rooms', async () => {
      const [client] = await connectGreeted(app.wsUrl('/rooms'));
      client.emit('join', 'a');
      expect(await client.next()).toEqual({ event: 'joined', data: { room: 'a', rooms: ['a'], member: true } });
      client.emit('join', 'b');
      expect(await client.next()).toEqual({ event: 'joined', data: { room: 'b', rooms: ['a', 'b'], member: true } });
      client.emit('leave', 'a');
      expect(await client.next()).toEqual({ event: 'left', data: { room: 'a', rooms: ['b'], member: false } });
      client.emit('leave', 'never-joined');
      expect(await client.next()).toEqual({
        event: 'left',
        data: { room: 'never-joined', rooms: ['b'], member: false },
      });
      client.close();
    });

    test('send delivers raw text and binary', async () => {
      const [client] = await connectGreeted(app.wsUrl('/dispatch'));
      client.emit('send', { text: 'plain text', bytes: [9, 8, 7] });
      expect(await client.nextRaw()).toBe('plain text');
      expect(await client.nextRaw()).toEqual(new Uint8Array([9, 8, 7]));
      client.close();
    });

    test('to(room).emit reaches every member except the sender', async () => {
      const [sender, member, another] = await joined(app, '/rooms', 'team', 3);
      const [bystander] = await connectGreeted(app.wsUrl('/rooms'));
      sender.emit('to', { room: 'team', event: 'hello', data: { from: 'sender' } });
      expect(await sender.next()).toEqual({ event: 'done' });
      expect(await member.next()).toEqual({ event: 'hello', data: { from: 'sender' } });
      expect(await another.next()).toEqual({ event: 'hello', data: { from: 'sender' } });
      // The outsider proves absence with a sentinel: its next frame is its own reply.
      bystander.emit('whoami');
      expect(await bystander.next()).toEqual({ event: 'whoami', data: 'rooms' });
      sender.emit('to-raw', { room: 'team', text: 'raw to room' });
      expect(await sender.next()).toEqual({ event: 'done' });
      expect(await member.nextRaw()).toBe('raw to room');
      expect(await another.nextRaw()).toBe('raw to room');
      for (const client of [sender, member, another, bystander]) client.close();
    });

    test('publish excludes the sender while publishToSelf is false (the default)', async () => {
      const [sender, member] = await joined(app, '/rooms', 'pub', 2);
      sender.emit('publish', { topic: 'pub', event: 'news', data: 1 });
      expect(await sender.next()).toEqual({ event: 'done' });
      expect(await member.next()).toEqual({ event: 'news', data: 1 });
      sender.close();
      member.close();
    });

    test('close(code, reason) reaches the client and @OnClose, which can still publish to a room', async () => {
      const [watcher] = await joined(app, '/rooms', 'monitor', 1);
      const [client, welcome] = await connectGreeted(app.wsUrl('/rooms'));
      const id = (welcome.data as { id: string }).id;
      client.emit('join', 'kept');
      await client.next();
      client.emit('close', { code: 4321, reason: 'done here' });
      expect(await client.closed).toEqual({ code: 4321, reason: 'done here' });
      expect(await watcher.next()).toEqual({
        event: 'closed',
        data: { id, code: 4321, reason: 'done here', rooms: ['kept'], readyState: 3 },
      });
      const [clean] = await connectGreeted(app.wsUrl('/rooms'));
      clean.emit('close', {});
      expect(await clean.closed).toEqual({ code: 1000, reason: '' });
      expect((await watcher.next()).data).toMatchObject({ code: 1000, reason: '' });
      watcher.close();
    });

    test('close() with a code a Close frame may not carry throws a RangeError and leaves the socket open', async () => {
      // Sent as is, these reached @OnClose as given while the client saw 1006 or 1005.
      const [client] = await connectGreeted(app.wsUrl('/rooms'));
      for (const code of [0, 999, 1004, 1005, 1006, 1015, 2999, 5000, 4000.5]) {
        client.emit('close', { code, reason: 'bad' });
        const { event, data } = await client.next();
        expect(event).toBe('close-refused');
        const { name, message, readyState } = data as { name: string; message: string; readyState: number };
        expect(name).toBe('RangeError');
        expect(message).toContain(`FwSocket.close(${code})`);
        expect(message).toContain('1000–1003, 1007–1014 or 3000–4999');
        expect(readyState).toBe(1);
      }
      client.emit('whoami');
      expect(await client.next()).toEqual({ event: 'whoami', data: 'rooms' });
      client.close();
    });

    test('every code a server may send reaches the client and @OnClose alike', async () => {
      const [watcher] = await joined(app, '/rooms', 'monitor', 1);
      for (const code of [1001, 1008, 1011, 1014, 3000, 4999]) {
        const [client] = await connectGreeted(app.wsUrl('/rooms'));
        client.emit('close', { code, reason: 'bye' });
        expect(await client.closed).toEqual({ code, reason: 'bye' });
        expect((await watcher.next()).data).toMatchObject({ code, reason: 'bye' });
      }
      watcher.close();
    });

    test('a reason over the 123 bytes of a Close frame is cut at a character boundary, the same for both sides', async () => {
      const [watcher] = await joined(app, '/rooms', 'monitor', 1);
      const reason = 'é'.repeat(100); // 200 bytes of UTF-8
      const [client] = await connectGreeted(app.wsUrl('/rooms'));
      client.emit('close', { code: 4001, reason });
      const seen = await client.closed;
      expect(seen.code).toBe(4001);
      expect(new TextEncoder().encode(seen.reason).byteLength).toBeLessThanOrEqual(123);
      expect(seen.reason).toBe('é'.repeat(61));
      expect((await watcher.next()).data).toMatchObject({ code: 4001, reason: seen.reason });
      watcher.close();
    });

    test('a client-initiated close reaches @OnClose with its code and reason', async () => {
      const [watcher] = await joined(app, '/rooms', 'monitor', 1);
      const [client] = await connectGreeted(app.wsUrl('/rooms'));
      await client.close(3001, 'client leaves');
      expect((await watcher.next()).data).toMatchObject({ code: 3001, reason: 'client leaves', rooms: [] });
      watcher.close();
    });
  });
}
