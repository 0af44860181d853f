import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Gateway, OnOpen, RoomManager, SubscribeMessage, type FwSocket } from '../../src/index.ts';
import { clientFrame, connectDeflateClient } from './raw-client.ts';
import type { AppFactory, RunningApp } from './harness.ts';

@Gateway('/deflate')
class DeflateGateway {
  constructor(private readonly rooms: RoomManager) {}

  @OnOpen()
  open(socket: FwSocket): void {
    socket.join('all');
    socket.emit('ready');
  }

  /** Every way of sending, each once: the sender gets emit, send and broadcast; another member to, publish and broadcast. */
  @SubscribeMessage('send-all')
  sendAll(socket: FwSocket, size: number): void {
    const text = 'x'.repeat(size);
    socket.emit('emit', text);
    socket.send(text);
    socket.to('all').emit('to', text);
    socket.publish('all', 'publish', text);
    this.rooms.broadcast('all', 'broadcast', text);
  }
}

const sendAll = (size: number) =>
  clientFrame(1, new TextEncoder().encode(JSON.stringify({ event: 'send-all', data: size })));

export function describeCompression(factory: AppFactory): void {
  describe('perMessageDeflate', () => {
    let app: RunningApp;
    beforeAll(async () => {
      app = await factory({ gateways: [DeflateGateway], config: { perMessageDeflate: true } });
    });
    afterAll(() => app.stop());

    test('every way of sending compresses a large message, and none compresses a short one', async () => {
      const sender = await connectDeflateClient(app.httpUrl('/deflate'));
      const member = await connectDeflateClient(app.httpUrl('/deflate'));
      // The 'ready' frames: both have joined, and a short frame is sent as it is.
      expect(await sender.next()).toEqual({ compressed: false, opcode: 1 });
      expect(await member.next()).toEqual({ compressed: false, opcode: 1 });
      sender.send(sendAll(4096));
      for (const client of [sender, member]) {
        for (let frame = 0; frame < 3; frame++) expect(await client.next()).toEqual({ compressed: true, opcode: 1 });
      }
      sender.send(sendAll(10));
      for (const client of [sender, member]) {
        for (let frame = 0; frame < 3; frame++) expect(await client.next()).toEqual({ compressed: false, opcode: 1 });
      }
      sender.close();
      member.close();
    });
  });
}
