import { expect, test } from 'bun:test';
import { Fw } from '@fw/core';
import { Gateway, OnOpen, WebSocketPlugin, type FwSocket } from '../src/index.ts';

const opened: string[] = [];

@Gateway('/ids')
class IdsGateway {
  @OnOpen() open(socket: FwSocket) {
    opened.push(socket.requestId);
    socket.send(socket.requestId);
  }
}

test('a socket carries the request id of its upgrade', async () => {
  const app = new Fw({ requestId: true }).use(WebSocketPlugin.create([IdsGateway]));
  await app.listen(0);
  try {
    const url = new URL('/ids', app.url.href.replace('http', 'ws'));
    const socket = new WebSocket(url, { headers: { 'x-request-id': 'upgrade-7' } } as unknown as string[]);
    const first = await new Promise<string>((resolve) => socket.addEventListener('message', (e) => resolve(e.data)));
    socket.close();
    expect([first, opened]).toEqual(['upgrade-7', ['upgrade-7']]);
  } finally {
    await app.stop(true);
  }
});
