import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { exchangeOverride, overrideFrames } from '../fixtures/override.ts';
import { mainSpec } from './apps.ts';
import { Recorder } from './fixtures.ts';
import { connect, connectGreeted, sleep, type AppFactory, type RunningApp } from './harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function describeDispatch(factory: AppFactory): void {
  describe('dispatch rules', () => {
    let app: RunningApp;
    const recorder = new Recorder();
    beforeAll(async () => {
      app = await factory(mainSpec(recorder));
    });
    afterAll(() => app.stop());

    test('a gateway gets injected services, and the socket its properties', async () => {
      const [client, welcome] = await connectGreeted(app.wsUrl('/dispatch'));
      const data = welcome.data as Record<string, unknown>;
      expect(welcome.event).toBe('welcome');
      expect(data.id).toMatch(UUID);
      expect(data).toMatchObject({
        namespace: '/dispatch',
        readyState: 1,
        rooms: [],
        greeting: 'hello from a service',
      });
      expect(['127.0.0.1', '::1', '::ffff:127.0.0.1']).toContain(data.remoteAddress as string);
      const [other, second] = await connectGreeted(app.wsUrl('/dispatch'));
      expect((second.data as { id: string }).id).not.toBe(data.id);
      client.close();
      other.close();
    });

    test('rule 1 and 3: every handler of the event in declaration order, then every @OnMessage', async () => {
      const [client] = await connectGreeted(app.wsUrl('/dispatch'));
      const frame = JSON.stringify({ event: 'multi', data: { n: 5 } });
      client.send(frame);
      expect(await client.next()).toEqual({ event: 'multi-a', data: { n: 5 } });
      expect(await client.next()).toEqual({ event: 'multi-b', data: { n: 5 } });
      expect(await client.next()).toEqual({ event: 'raw', data: { text: frame } });
      client.emit('echo', [1, 'two']);
      expect(await client.next()).toEqual({ event: 'echo', data: [1, 'two'] });
      expect((await client.next()).event).toBe('raw');
      client.close();
    });

    test('emit without data sends a frame without data', async () => {
      const [client] = await connectGreeted(app.wsUrl('/dispatch'));
      client.send('{"event":"echo"}');
      expect(await client.nextRaw()).toBe('{"event":"echo"}');
      client.close();
    });

    test('rule 2: invalid JSON, no event, a non-string event or an unknown event reach @OnMessage only', async () => {
      const [client] = await connectGreeted(app.wsUrl('/dispatch'));
      const frames = [
        'not json',
        '{"event":"echo"',
        '{"data":1}',
        '{"event":5,"data":1}',
        '["echo"]',
        'null',
        '{"event":"nobody"}',
      ];
      for (const frame of frames) client.send(frame);
      for (const frame of frames) expect(await client.next()).toEqual({ event: 'raw', data: { text: frame } });
      client.close();
    });

    test('binary frames reach @OnMessage as bytes and are never parsed as envelopes', async () => {
      const [client] = await connectGreeted(app.wsUrl('/dispatch'));
      client.send(new Uint8Array([1, 2, 255]));
      expect(await client.next()).toEqual({ event: 'raw', data: { bytes: [1, 2, 255] } });
      const json = new TextEncoder().encode('{"event":"echo","data":1}');
      client.send(json);
      expect(await client.next()).toEqual({ event: 'raw', data: { bytes: [...json] } });
      client.close();
    });

    test('async handlers are awaited for their errors and their sends arrive', async () => {
      const [client] = await connectGreeted(app.wsUrl('/dispatch'));
      client.emit('async-echo', 'later');
      const frames = [await client.next(), await client.next()];
      expect(frames.map((frame) => frame.event).sort()).toEqual(['async-echo', 'raw']);
      expect(frames.find((frame) => frame.event === 'async-echo')?.data).toBe('later');
      client.close();
    });

    test('a handler that throws calls @OnError with the error and the socket stays open', async () => {
      const [client] = await connectGreeted(app.wsUrl('/dispatch'));
      client.emit('boom');
      expect(await client.next()).toEqual({ event: 'error', data: { message: 'boom!', open: true } });
      expect((await client.next()).event).toBe('raw');
      client.emit('async-boom');
      expect((await client.next()).event).toBe('raw');
      expect(await client.next()).toEqual({ event: 'error', data: { message: 'async boom!', open: true } });
      client.emit('echo', 'still here');
      expect(await client.next()).toEqual({ event: 'echo', data: 'still here' });
      client.close();
    });

    test('without @OnError the error is logged and the socket stays open', async () => {
      const logged = spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const client = await connect(app.wsUrl('/plain'));
        client.emit('boom');
        client.emit('ping');
        expect(await client.next()).toEqual({ event: 'pong' });
        expect(logged).toHaveBeenCalledTimes(1);
        const [message, error] = logged.mock.calls[0] as [string, Error];
        expect(message).toContain('PlainGateway');
        expect(message).toContain("'/plain'");
        expect(error.message).toBe('plain boom');
        client.close();
      } finally {
        logged.mockRestore();
      }
    });

    test('a handler that closes its socket: the rest of the message is handled before @OnClose runs', async () => {
      const client = await connect(app.wsUrl('/quit'));
      client.emit('quit');
      expect(await client.closed).toEqual({ code: 4000, reason: 'Bye' });
      // The client can see the Close frame before the server's close handler returns.
      for (let attempt = 0; attempt < 100 && recorder.quitSteps.length < 4; attempt++) await sleep(10);
      expect(recorder.quitSteps).toEqual([
        'quit went on after close()',
        'next handler, rooms members',
        '@OnMessage, rooms members',
        '@OnClose 4000, rooms members',
      ]);
    });

    test('namespaces are isolated: a handler of one gateway never runs for another path', async () => {
      const [rooms] = await connectGreeted(app.wsUrl('/rooms'));
      const [other] = await connectGreeted(app.wsUrl('/other'));
      rooms.emit('whoami');
      other.emit('whoami');
      expect(await rooms.next()).toEqual({ event: 'whoami', data: 'rooms' });
      expect(await other.next()).toEqual({ event: 'whoami', data: 'other' });
      // '/other' has no 'echo' and no @OnMessage: nothing answers, the next frame is the ping reply.
      other.emit('echo', 1);
      other.emit('whoami');
      expect(await other.next()).toEqual({ event: 'whoami', data: 'other' });
      rooms.close();
      other.close();
    });

    test('an overridden handler runs once, in its base place, whether the override is decorated again or not', async () => {
      expect(await exchangeOverride(app.wsUrl('/override'))).toEqual(overrideFrames);
    });
  });
}
