import { expect, test } from 'bun:test';
import { Fw } from '@fw/core';
import { Gateway, OnOpen, WebSocketPlugin, type FwSocket } from '../src/index.ts';
import { installOpenTelemetry } from '../../core/test/otel-setup.ts';

const { points } = installOpenTelemetry();

@Gateway('/lobby')
class LobbyGateway {
  @OnOpen() open(socket: FwSocket) {
    socket.send('hi');
  }
}

@Gateway('/games')
class GamesGateway {}

type Point = { attributes: Record<string, unknown>; value: unknown };

test('fw.websocket.connections counts open sockets per namespace, 0 included', async () => {
  const app = new Fw({ metrics: true }).use(WebSocketPlugin.create([LobbyGateway, GamesGateway]));
  await app.listen(0);
  const count = async (namespace: string) =>
    ((await points('fw.websocket.connections')) as Point[]).find(
      (point) => point.attributes['fw.websocket.namespace'] === namespace,
    )?.value;
  try {
    const url = new URL('/lobby', app.url.href.replace('http', 'ws'));
    const sockets = [new WebSocket(url), new WebSocket(url)];
    await Promise.all(sockets.map((s) => new Promise((resolve) => s.addEventListener('message', resolve))));
    expect([await count('/lobby'), await count('/games')]).toEqual([2, 0]);
    for (const socket of sockets) socket.close();
    const deadline = Date.now() + 2000;
    while ((await count('/lobby')) !== 0 && Date.now() < deadline) await Bun.sleep(10);
    expect(await count('/lobby')).toBe(0);
  } finally {
    await app.stop(true);
  }
});
