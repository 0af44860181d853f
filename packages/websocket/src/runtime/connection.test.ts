import { expect, test } from 'bun:test';
import { OnClose, OnOpen } from '../decorators/lifecycle.ts';
import { readGatewayMetadata } from '../metadata/read-gateway.ts';
import type { RawSocket } from '../wire/transport.ts';
import { Connection } from './connection.ts';
import { ConnectionTable } from './connection-table.ts';
import { GatewayRuntime } from './gateway-runtime.ts';

test('a socket upgraded before shutdown whose open arrives after it is closed with 1001, unseen by the gateway', async () => {
  const seen: string[] = [];
  class Late {
    @OnOpen() open(): void {
      seen.push('open');
    }
    @OnClose() close(): void {
      seen.push('close');
    }
  }
  const slot = { server: undefined, cluster: null };
  const scope = { namespace: '/unit', publishToSelf: false, compress: false, slot };
  const runtime = new GatewayRuntime('Late', new Late(), readGatewayMetadata(Late).handlers, scope);
  const table = new ConnectionTable();
  const connection = new Connection(runtime, table, new Request('http://localhost/unit'), undefined, 1024);
  await table.shutDown(() => undefined);
  const closes: [number | undefined, string | undefined][] = [];
  // Like Bun, the runtime reports the close from inside `close()`.
  const raw = {
    close(code?: number, reason?: string) {
      closes.push([code, reason]);
      connection.close(code ?? 1005, reason ?? '');
    },
  } as RawSocket;
  connection.open(raw);
  expect(closes).toEqual([[1001, 'Server shutting down']]);
  expect(seen).toEqual([]);
  expect(table.total).toBe(0);
});
