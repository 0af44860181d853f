import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Gateway, OnClose, OnError, OnOpen, SubscribeMessage, type FwSocket } from '../../src/index.ts';
import { Recorder, provideValue } from './fixtures.ts';
import { connect, eventually, sleep, type AppFactory, type RunningApp } from './harness.ts';

/**
 * Authenticates in `@OnOpen` against a store that fails as the query asks: `reject` (async), `throw`
 * (sync), or `own-code` (rejects, and `@OnError` closes with its own code).
 */
@Gateway('/flaky-auth')
class FlakyAuthGateway {
  constructor(private readonly recorder: Recorder) {}

  @OnOpen()
  authenticate(socket: FwSocket): Promise<void> | void {
    const mode = socket.handshake.query.get('mode');
    if (mode === 'throw') throw new Error('auth store down');
    return sleep(10).then(() => {
      if (mode !== 'ok') throw new Error('auth store down');
    });
  }

  @OnOpen()
  welcome(socket: FwSocket): void {
    socket.emit('welcome');
  }

  @SubscribeMessage('secret')
  secret(socket: FwSocket): void {
    this.recorder.secrets++;
    socket.emit('secret', 'the cake');
  }

  @OnError()
  error(socket: FwSocket, error: Error): void {
    socket.emit('error', error.message);
    if (socket.handshake.query.get('mode') === 'own-code') socket.close(4503, 'Auth unavailable');
  }

  @OnClose()
  close(socket: FwSocket, code: number, reason: string): void {
    this.recorder.closes.push({ namespace: socket.namespace, code, reason });
  }
}

export function describeOpenFailure(factory: AppFactory): void {
  describe('an @OnOpen handler that fails closes the socket (fail closed)', () => {
    let app: RunningApp;
    const recorder = new Recorder();
    beforeAll(async () => {
      app = await factory({ gateways: [FlakyAuthGateway], plugins: [provideValue(Recorder, recorder)] });
    });
    afterAll(() => app.stop());

    for (const mode of ['reject', 'throw']) {
      test(`${mode}: @OnError runs, then 1011; later @OnOpen handlers and queued messages never run`, async () => {
        const before = recorder.closes.length;
        const client = await connect(app.wsUrl(`/flaky-auth?mode=${mode}`));
        client.emit('secret');
        expect(await client.next()).toEqual({ event: 'error', data: 'auth store down' });
        expect(await client.closed).toEqual({ code: 1011, reason: 'Internal Error' });
        expect(client.unread).toBe(0);
        expect(recorder.secrets).toBe(0);
        // The server's @OnClose may run after the client saw the close (later still when the machine is busy).
        await eventually(
          async () => recorder.closes.length,
          (count) => count > before,
        );
        expect(recorder.closes.slice(before)).toEqual([
          { namespace: '/flaky-auth', code: 1011, reason: 'Internal Error' },
        ]);
      });
    }

    test('an @OnError handler that closes with its own code keeps that code', async () => {
      const client = await connect(app.wsUrl('/flaky-auth?mode=own-code'));
      expect(await client.next()).toEqual({ event: 'error', data: 'auth store down' });
      expect(await client.closed).toEqual({ code: 4503, reason: 'Auth unavailable' });
    });

    test('a socket whose @OnOpen handlers succeed is served as before', async () => {
      const client = await connect(app.wsUrl('/flaky-auth?mode=ok'));
      client.emit('secret');
      expect(await client.next()).toEqual({ event: 'welcome' });
      expect(await client.next()).toEqual({ event: 'secret', data: 'the cake' });
      await client.close();
    });
  });
}
