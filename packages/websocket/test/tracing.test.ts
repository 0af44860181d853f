import { expect, test } from 'bun:test';
import { Fw } from '@fw/core';
import { Gateway, OnOpen, SubscribeMessage, WebSocketPlugin, type FwSocket } from '../src/index.ts';
import { installOpenTelemetry } from '../../core/test/otel-setup.ts';

const { spans } = installOpenTelemetry();

@Gateway('/traced')
class TracedGateway {
  @OnOpen() open(socket: FwSocket) {
    socket.send('ready');
  }
  @SubscribeMessage('chat') chat(socket: FwSocket, data: { text: string }) {
    socket.send(`echo ${data.text}`);
  }
}

test('with tracing, the upgrade is a server span and each handler call a span of its own', async () => {
  spans.reset();
  const app = new Fw({ tracing: true }).use(WebSocketPlugin.create([TracedGateway]));
  await app.listen(0);
  try {
    const socket = new WebSocket(new URL('/traced', app.url.href.replace('http', 'ws')));
    const received: string[] = [];
    const next = () =>
      new Promise<void>((resolve) => socket.addEventListener('message', () => resolve(), { once: true }));
    socket.addEventListener('message', (event) => received.push(String(event.data)));
    await next();
    socket.send(JSON.stringify({ event: 'chat', data: { text: 'hi' } }));
    await next();
    socket.close();
    expect(received).toEqual(['ready', 'echo hi']);
    const names = spans.getFinishedSpans().map((span) => span.name);
    expect(names).toContain('GET /traced');
    expect(names).toContain('ws /traced open');
    expect(names).toContain('ws /traced message chat');
    const chat = spans.getFinishedSpans().find((span) => span.name === 'ws /traced message chat');
    expect(chat?.attributes['fw.step']).toBe('websocket');
  } finally {
    await app.stop(true);
  }
});
