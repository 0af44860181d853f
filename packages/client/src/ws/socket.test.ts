import { expect, test } from 'bun:test';
import { socket } from './socket.ts';

test('a path is not a gateway until connect(); await on a node never hangs', async () => {
  const sockets = socket<{ ws: { chat: { connect: { emit: {}; on: {} } } } }>('http://localhost:1');
  const ws = sockets.ws as unknown as { chat: () => void; then?: unknown };
  expect(ws.then).toBeUndefined();
  expect(await (ws as unknown as Promise<unknown>)).toBe(ws);
  expect(() => ws.chat()).toThrow('@fw/client: /ws/chat(...) is not a gateway; call connect()');
});
