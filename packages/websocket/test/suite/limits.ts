import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Recorder, provideValue } from './fixtures.ts';
import { LimitsGateway, RoomsGateway, SlowOpenGateway } from './gateways.ts';
import { connect, connectGreeted, sleep, type AppFactory, type RunningApp } from './harness.ts';

export function describeLimits(factory: AppFactory): void {
  describe('config limits', () => {
    let app: RunningApp;
    const recorder = new Recorder();
    beforeAll(async () => {
      app = await factory({
        gateways: [RoomsGateway, LimitsGateway, SlowOpenGateway],
        config: { maxPayloadLength: 1024, backpressureLimit: 1024, publishToSelf: true },
        plugins: [provideValue(Recorder, recorder)],
      });
    });
    afterAll(() => app.stop());

    test('a frame up to maxPayloadLength is dispatched', async () => {
      const client = await connect(app.wsUrl('/limits'));
      client.send('x'.repeat(1024));
      expect(await client.next()).toEqual({ event: 'size', data: 1024 });
      client.close();
    });

    test('a frame over maxPayloadLength closes with 1009, is not dispatched, and @OnClose gets 1009', async () => {
      const watcher = await connect(app.wsUrl('/limits'));
      watcher.emit('join', 'monitor');
      expect(await watcher.next()).toEqual({ event: 'joined', data: 'monitor' });
      const before = recorder.limitMessages;
      const client = await connect(app.wsUrl('/limits'));
      client.send('y'.repeat(1025));
      expect((await client.closed).code).toBe(1009);
      expect((await watcher.next()).data).toMatchObject({ code: 1009 });
      expect(recorder.limitMessages).toBe(before);
      expect(recorder.closes.at(-1)).toMatchObject({ namespace: '/limits', code: 1009 });
      watcher.close();
    });

    test('messages sent during a slow @OnOpen, up to maxPayloadLength in all, are dispatched in order after it', async () => {
      recorder.openGate = Promise.withResolvers();
      const client = await connect(app.wsUrl('/slow-open'));
      client.send('a'.repeat(500));
      client.send('b'.repeat(524));
      await sleep(50);
      recorder.openGate.resolve();
      expect(await client.next()).toEqual({ event: 'opened' });
      expect(await client.next()).toEqual({ event: 'size', data: 500 });
      expect(await client.next()).toEqual({ event: 'size', data: 524 });
      client.close();
    });

    // The runtime cannot pause reading a socket: an unbounded queue would let a client grow the server's
    // memory while its auth check runs.
    for (const [flood, messages] of [
      ['more than maxPayloadLength bytes', ['a'.repeat(500), 'b'.repeat(500), 'c'.repeat(25)]],
      ['more than 1024 messages', Array.from({ length: 1025 }, () => '')],
    ] as const) {
      test(`${flood} sent during a slow @OnOpen close the socket with 1008; none is dispatched`, async () => {
        recorder.openGate = Promise.withResolvers();
        const before = recorder.slowOpenMessages;
        const client = await connect(app.wsUrl('/slow-open'));
        for (const message of messages) client.send(message);
        expect(await client.closed).toEqual({ code: 1008, reason: 'Too many messages before @OnOpen finished' });
        recorder.openGate.resolve();
        await sleep(20);
        expect(recorder.slowOpenMessages).toBe(before);
        expect(recorder.closes.at(-1)).toEqual({
          namespace: '/slow-open',
          code: 1008,
          reason: 'Too many messages before @OnOpen finished',
        });
      });
    }

    test('publishToSelf: true includes a subscribed sender in publish, while to(room) still excludes it', async () => {
      const [sender] = await connectGreeted(app.wsUrl('/rooms'));
      const [member] = await connectGreeted(app.wsUrl('/rooms'));
      for (const client of [sender, member]) {
        client.emit('join', 'self');
        await client.next();
      }
      sender.emit('publish', { topic: 'self', event: 'mine', data: 1 });
      expect(await sender.next()).toEqual({ event: 'mine', data: 1 });
      expect(await sender.next()).toEqual({ event: 'done' });
      expect(await member.next()).toEqual({ event: 'mine', data: 1 });
      sender.emit('to', { room: 'self', event: 'others', data: 2 });
      expect(await sender.next()).toEqual({ event: 'done' });
      expect(await member.next()).toEqual({ event: 'others', data: 2 });
      sender.close();
      member.close();
    });

    test('@OnDrain runs once a send over backpressureLimit has drained', async () => {
      const client = await connect(app.wsUrl('/limits'));
      // Large enough to outgrow the kernel's socket buffer, so the runtime reports backpressure.
      const size = 8 * 1024 * 1024;
      client.emit('flood', size);
      expect(((await client.nextRaw()) as string).length).toBe(size);
      expect(await client.next()).toEqual({ event: 'drained' });
      client.close();
    });
  });
}
