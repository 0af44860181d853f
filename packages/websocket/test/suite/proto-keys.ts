import { describe, expect, test } from 'bun:test';
import { Gateway, OnError, SubscribeMessage, type FwSocket } from '../../src/index.ts';
import { connect, type AppFactory } from './harness.ts';

@Gateway('/proto')
class ProtoGateway {
  /** Answers the data's own keys and what its prototype is, so a test sees what reached the handler. */
  @SubscribeMessage('keys')
  keys(socket: FwSocket, data: Record<string, unknown>): { own: string[]; plain: boolean } {
    const seen = { own: Object.keys(data), plain: Object.getPrototypeOf(data) === Object.prototype };
    socket.emit('handled', seen);
    return seen;
  }

  @OnError()
  error(socket: FwSocket, error: Error & { statusCode?: number }): void {
    socket.emit('error', { status: error.statusCode, message: error.message });
  }
}

const PROTO = '{"__proto__":{"admin":true},"name":"x"}';
const CONSTRUCTOR = '{"constructor":{"prototype":{"admin":true}},"name":"x"}';
const forbidden = (key: string) => `JSON body has a forbidden "${key}" key (prototype poisoning)`;

/** `data` is checked for prototype keys as an HTTP JSON body is, with the same options and default. */
export function describeProtoKeys(factory: AppFactory): void {
  describe('prototype keys in data', () => {
    test('are refused by default: a 400 error ack, @OnError, and the handler never runs', async () => {
      const app = await factory({ gateways: [ProtoGateway] });
      const client = await connect(app.wsUrl('/proto'));
      try {
        for (const [data, key] of [
          [PROTO, '__proto__'],
          [`{"list":[${CONSTRUCTOR}]}`, 'constructor.prototype'],
        ]) {
          client.send(`{"event":"keys","data":${data},"id":1}`);
          expect(await client.next()).toEqual({ event: 'error', data: { status: 400, message: forbidden(key) } });
          const error = { statusCode: 400, message: forbidden(key) };
          expect(await client.next()).toEqual({ event: 'keys', ack: 1, error } as never);
        }
        client.send(`{"event":"keys","data":${PROTO}}`);
        expect(await client.next()).toEqual({ event: 'error', data: { status: 400, message: forbidden('__proto__') } });
        client.send('{"event":"keys","data":{"name":"x"}}');
        expect(await client.next()).toEqual({ event: 'handled', data: { own: ['name'], plain: true } });
      } finally {
        await client.close();
        await app.stop();
      }
    });

    test("'remove' strips the key and hands on the rest; 'ignore' hands the key on as data", async () => {
      for (const [action, own] of [
        ['remove', ['name']],
        ['ignore', ['__proto__', 'name']],
      ] as const) {
        const app = await factory({
          gateways: [ProtoGateway],
          config: { onProtoPoisoning: action, onConstructorPoisoning: action },
        });
        const client = await connect(app.wsUrl('/proto'));
        try {
          client.send(`{"event":"keys","data":${PROTO}}`);
          expect(await client.next()).toEqual({ event: 'handled', data: { own, plain: true } });
          client.send(`{"event":"keys","data":${CONSTRUCTOR}}`);
          const kept = action === 'remove' ? ['name'] : ['constructor', 'name'];
          expect(await client.next()).toEqual({ event: 'handled', data: { own: kept, plain: true } });
        } finally {
          await client.close();
          await app.stop();
        }
      }
    });
  });
}
