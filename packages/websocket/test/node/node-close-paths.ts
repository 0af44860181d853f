// What only the Node adapter's own code does, through a real Node server and real sockets: the idle check
// (`ws` has none; fw's `node-idle.ts`) and the close on backpressure (`node-socket.ts`). Run by node.test.ts.
import './node-globals.ts';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { connect as connectTcp } from 'node:net';
import type { WebSocketConfig } from '../../src/index.ts';
import { Recorder, provideValue } from '../suite/fixtures.ts';
import { LimitsGateway } from '../suite/gateways.ts';
import { connect, eventually, type RunningApp } from '../suite/harness.ts';
import { isUpgraded, toUpgradeRequest } from '../suite/raw-client.ts';
import { createNodeAppFactory } from './node-app.ts';

const PING = 0x9;
const FLOOD = 8 * 1024 * 1024;

/** Starts an app with `LimitsGateway` and `config`; its recorder sees every close. */
function appWith(config: WebSocketConfig): { app: () => RunningApp; recorder: Recorder } {
  const recorder = new Recorder();
  let app: RunningApp | undefined;
  beforeAll(async () => {
    const factory = createNodeAppFactory();
    app = await factory({ gateways: [LimitsGateway], config, plugins: [provideValue(Recorder, recorder)] });
  });
  afterAll(() => app?.stop());
  return { app: () => app as RunningApp, recorder };
}

/**
 * A WebSocket over plain TCP that never answers a ping (no WebSocket API can refuse to); resolves, once the
 * server ends the connection, with the opcodes of the frames the server sent.
 */
function silentClient(wsUrl: string): Promise<number[]> {
  const url = new URL(wsUrl);
  return new Promise((resolve, reject) => {
    const socket = connectTcp(Number(url.port), url.hostname);
    let received = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('connect', () => socket.write(toUpgradeRequest(url)));
    socket.on('data', (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
    socket.on('close', () => {
      const head = received.indexOf('\r\n\r\n');
      if (!isUpgraded(received, head)) reject(new Error(`not upgraded: ${received.toString()}`));
      resolve(opcodes(received.subarray(head + 4)));
    });
  });
}

/** The opcodes of unmasked server frames whose payloads are under 126 bytes (pings and closes). */
function opcodes(frames: Buffer): number[] {
  const found: number[] = [];
  for (let at = 0; at + 2 <= frames.length; at += 2 + ((frames[at + 1] as number) & 0x7f)) {
    found.push((frames[at] as number) & 0x0f);
  }
  return found;
}

describe('idleTimeout on Node: a silent connection is cut by the server', () => {
  describe('without sendPings', () => {
    const { app, recorder } = appWith({ idleTimeout: 1, sendPings: false });

    test('a silent client is cut unpinged, and @OnClose runs', async () => {
      const client = await connect(app().wsUrl('/limits'));
      const raw = await silentClient(app().wsUrl('/limits'));
      expect(raw).toEqual([]);
      expect((await client.closed).code).toBe(1006);
      // The server's 'close' comes after the client's: the connection is cut, not closed by handshake.
      const closes = await eventually(
        async () => recorder.closes.length,
        (count) => count === 2,
      );
      expect([closes, recorder.closes.map((close) => close.code)]).toEqual([2, [1006, 1006]]);
    }, 10_000);
  });

  describe('with sendPings', () => {
    const { app } = appWith({ idleTimeout: 1, sendPings: true });

    test('a client that never answers is pinged once, then cut; one whose client answers the ping stays', async () => {
      const answering = await connect(app().wsUrl('/limits'));
      expect(await silentClient(app().wsUrl('/limits'))).toEqual([PING]);
      // Silent as long as the other, but `ws` answered each ping with a pong.
      answering.emit('join', 'still-here');
      expect(await answering.next()).toEqual({ event: 'joined', data: 'still-here' });
      answering.close();
    }, 10_000);
  });
});

describe('closeOnBackpressureLimit on Node', () => {
  describe('true', () => {
    const { app, recorder } = appWith({ backpressureLimit: 1024, closeOnBackpressureLimit: true });

    test('a send while over backpressureLimit closes the socket with 1008, after what was queued', async () => {
      const client = await connect(app().wsUrl('/limits'));
      for (let flood = 0; flood < 3; flood++) client.emit('flood', FLOOD);
      expect(((await client.nextRaw()) as string).length).toBe(FLOOD);
      expect(await client.closed).toEqual({ code: 1008, reason: 'Backpressure limit exceeded' });
      expect(client.unread).toBe(0);
      await eventually(
        async () => recorder.closes.length,
        (count) => count > 0,
      );
      expect(recorder.closes).toEqual([{ namespace: '/limits', code: 1008, reason: 'Backpressure limit exceeded' }]);
    }, 20_000);
  });

  describe('false (the default)', () => {
    const { app, recorder } = appWith({ backpressureLimit: 1024 });

    test('a send while over backpressureLimit is dropped, the socket stays open and drains', async () => {
      const client = await connect(app().wsUrl('/limits'));
      for (let flood = 0; flood < 3; flood++) client.emit('flood', FLOOD);
      expect(((await client.nextRaw()) as string).length).toBe(FLOOD);
      expect(await client.next()).toEqual({ event: 'drained' });
      client.emit('join', 'open');
      expect(await client.next()).toEqual({ event: 'joined', data: 'open' });
      expect(recorder.closes).toEqual([]);
      client.close();
    }, 20_000);
  });
});
