import { afterAll, beforeEach, expect, test } from 'bun:test';
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

const app = await new Fw({ tracing: true }).use(WebSocketPlugin.create([TracedGateway])).listen(0);
afterAll(() => app.stop(true));
beforeEach(() => spans.reset());

/** Opens a socket, sends a `chat` per text, waiting for each answer, and closes it: what it received. */
async function chat(...texts: string[]): Promise<string[]> {
  const socket = new WebSocket(new URL('/traced', app.url.href.replace('http', 'ws')));
  const received: string[] = [];
  const next = () =>
    new Promise<void>((resolve) => socket.addEventListener('message', () => resolve(), { once: true }));
  socket.addEventListener('message', (event) => received.push(String(event.data)));
  await next();
  for (const text of texts) {
    socket.send(JSON.stringify({ event: 'chat', data: { text } }));
    await next();
  }
  socket.close();
  return received;
}

test('with tracing, the upgrade is a server span and each handler call a span of its own', async () => {
  expect(await chat('hi')).toEqual(['ready', 'echo hi']);
  const names = spans.getFinishedSpans().map((span) => span.name);
  expect(names).toContain('GET /traced');
  expect(names).toContain('ws /traced open');
  expect(names).toContain('ws /traced message chat');
  const message = spans.getFinishedSpans().find((span) => span.name === 'ws /traced message chat');
  expect(message?.attributes['fw.step']).toBe('websocket');
});

test('each handler span on a socket starts its own trace, linked to the upgrade request’s span', async () => {
  await chat('one', 'two');
  const finished = spans.getFinishedSpans();
  const upgrade = finished.find((span) => span.name === 'GET /traced')?.spanContext();
  const linked = finished.filter((span) => span.name.startsWith('ws /traced '));
  expect(linked.map((span) => span.name).sort()).toEqual([
    'ws /traced message chat',
    'ws /traced message chat',
    'ws /traced open',
  ]);
  for (const span of linked) {
    expect(span.parentSpanContext).toBeUndefined();
    expect(span.links.map((link) => link.context)).toEqual([
      expect.objectContaining({ traceId: upgrade?.traceId, spanId: upgrade?.spanId }),
    ]);
  }
  const traces = new Set(linked.map((span) => span.spanContext().traceId));
  expect(traces.size).toBe(3);
  expect(traces.has(upgrade?.traceId as string)).toBe(false);
});
