import { expect, spyOn, test } from 'bun:test';
import { UnauthorizedException } from '@fw/core';
import { OnError, OnOpen, OnUpgrade, SubscribeMessage } from '../decorators/lifecycle.ts';
import { readGatewayMetadata } from '../metadata/read-gateway.ts';
import type { FwSocket } from '../socket.ts';
import { GatewayRuntime } from './gateway-runtime.ts';
import type { Handshake } from '../handshake.ts';

const scope = { namespace: '/unit', publishToSelf: false, compress: false, slot: { server: undefined, cluster: null } };

function compile(gateway: new () => object): GatewayRuntime {
  return new GatewayRuntime(gateway.name, new gateway(), readGatewayMetadata(gateway).handlers, scope);
}

test('an @OnError handler that throws or rejects is logged, and the others still run', async () => {
  const seen: string[] = [];
  class Failing {
    @SubscribeMessage('go') go(): void {
      throw new Error('first');
    }
    @OnError() broken(): void {
      throw new Error('error handler broke');
    }
    @OnError() async rejecting(): Promise<void> {
      throw new Error('error handler rejected');
    }
    @OnError() fine(_socket: FwSocket, error: Error): void {
      seen.push(error.message);
    }
  }
  const logged = spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    compile(Failing).message({ readyState: 1 } as FwSocket, '{"event":"go"}');
    await Promise.resolve();
    expect(seen).toEqual(['first']);
    expect(logged.mock.calls.map((call) => (call[1] as Error).message)).toEqual([
      'error handler broke',
      'error handler rejected',
    ]);
    expect(String(logged.mock.calls[0][0])).toContain('an @OnError handler of Failing threw');
  } finally {
    logged.mockRestore();
  }
});

test('@OnOpen handlers run one after another and stop once one closed the socket', async () => {
  const socket = { readyState: 1 } as { readyState: number };
  const order: string[] = [];
  class Opening {
    @OnOpen() async first(): Promise<void> {
      await Promise.resolve();
      order.push('first');
      socket.readyState = 3;
    }
    @OnOpen() second(): void {
      order.push('second');
    }
  }
  const opening = compile(Opening).open(socket as FwSocket);
  expect(opening).toBeInstanceOf(Promise);
  await opening;
  expect(order).toEqual(['first']);
});

test('a gateway without async open handlers opens synchronously', () => {
  class Sync {
    @OnOpen() open(): void {}
  }
  expect(compile(Sync).open({ readyState: 1 } as FwSocket)).toBeUndefined();
});

test('several @OnUpgrade guards: in order, first refusal wins, null accepts, the last value is the data', async () => {
  const ran: string[] = [];
  const verdicts = new Map<string, unknown>();
  const verdict = (name: string) => {
    ran.push(name);
    return verdicts.get(name);
  };
  class Guarded {
    @OnUpgrade() a(): unknown {
      return verdict('a');
    }
    @OnUpgrade() b(): unknown {
      return verdict('b');
    }
    @OnUpgrade() c(): unknown {
      return verdict('c');
    }
  }
  const runtime = compile(Guarded);
  const handshake = {} as Handshake;
  verdicts.set('a', { user: 'ada' }).set('b', null).set('c', { role: 'admin' });
  expect(await runtime.authorize(handshake)).toEqual({ data: { role: 'admin' } });
  verdicts.set('c', true);
  expect(await runtime.authorize(handshake)).toEqual({ data: { user: 'ada' } });
  ran.length = 0;
  const refusal = new Response(null, { status: 403 });
  verdicts.set('b', refusal);
  expect(await runtime.authorize(handshake)).toBe(refusal);
  verdicts.set('a', false);
  await expect(runtime.authorize(handshake)).rejects.toBeInstanceOf(UnauthorizedException);
  expect(ran).toEqual(['a', 'b', 'a']);
});
