import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Recorder, provideValue } from './fixtures.ts';
import { LimitsGateway, RoomsGateway } from './gateways.ts';
import { connect, connectGreeted, type AppFactory, type RunningApp } from './harness.ts';

export function describeLimits(factory: AppFactory): void {
  describe('config limits', () => {
    let app: RunningApp;
    const recorder = new Recorder();
    beforeAll(async () => {
      app = await factory({
        gateways: [RoomsGateway, LimitsGateway],
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
