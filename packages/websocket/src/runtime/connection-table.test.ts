import { expect, test } from 'bun:test';
import type { FwSocket } from '../socket.ts';
import { ConnectionTable } from './connection-table.ts';

test('shutDown() stops accepting and waits for sockets a runtime reports closed later, and their close handlers', async () => {
  const table = new ConnectionTable();
  const socket = { namespace: '/unit' } as FwSocket;
  table.add(socket);
  const told: FwSocket[] = [];
  let done = false;
  const stopping = table.shutDown((each) => told.push(each)).then(() => (done = true));
  expect(table.accepting).toBe(false);
  expect(told).toEqual([socket]);
  await Bun.sleep(5);
  expect(done).toBe(false);
  table.remove(socket);
  const handler = Promise.withResolvers<void>();
  table.trackClosing(handler.promise);
  await Bun.sleep(5);
  expect(done).toBe(false);
  handler.resolve();
  await stopping;
  expect(done).toBe(true);
  table.accept();
  expect(table.accepting).toBe(true);
});
