import { afterAll, beforeAll, describe, expect, spyOn, test } from 'bun:test';
import { AckGateway, QuietAckGateway } from './ack-gateway.ts';
import { connect, type AppFactory, type RunningApp, type TestClient } from './harness.ts';

const INTERNAL = { statusCode: 500, message: 'Internal Server Error' };

/** The raw text of the next frame, for the exact bytes of an ack. */
async function nextText(client: TestClient): Promise<string> {
  return String(await client.nextRaw());
}

export function describeAcks(factory: AppFactory): void {
  describe('acknowledgements', () => {
    let app: RunningApp;
    let client: TestClient;
    beforeAll(async () => {
      app = await factory({ gateways: [AckGateway, QuietAckGateway] });
      client = await connect(app.wsUrl('/acks'));
    });
    afterAll(async () => {
      await client.close();
      await app.stop();
    });

    test('a frame with an id gets the return value back, with the id as it was sent (number or string)', async () => {
      client.send('{"event":"add","data":{"a":1,"b":2},"id":1}');
      expect(await nextText(client)).toBe('{"event":"add","data":3,"ack":1}');
      client.send('{"event":"add","data":{"a":0,"b":0},"id":0}');
      expect(await nextText(client)).toBe('{"event":"add","data":0,"ack":0}');
      client.send('{"event":"add","data":{"a":2,"b":2},"id":"req-7"}');
      expect(await nextText(client)).toBe('{"event":"add","data":4,"ack":"req-7"}');
    });

    test('a promise is awaited; a handler that returns nothing answers null', async () => {
      client.send('{"event":"later","data":"abc","id":2}');
      expect(await client.next()).toEqual({ event: 'later', data: { upper: 'ABC' }, ack: 2 } as never);
      client.send('{"event":"nothing","id":3}');
      expect(await nextText(client)).toBe('{"event":"nothing","data":null,"ack":3}');
    });

    test('a frame without an id (or with a null one) is answered as before: the return value is not sent', async () => {
      client.send('{"event":"add","data":{"a":1,"b":2}}');
      client.send('{"event":"add","data":{"a":1,"b":2},"id":null}');
      client.send('{"event":"ping"}');
      // The frames above were handled first, on one connection: anything they sent would come before.
      expect(await nextText(client)).toBe('{"event":"pong"}');
      expect(client.unread).toBe(0);
    });

    test('several handlers: the ack is the first one value, sent once every handler has settled', async () => {
      client.send('{"event":"both","id":4}');
      expect(await nextText(client)).toBe('{"event":"second-done"}');
      expect(await nextText(client)).toBe('{"event":"both","data":"first","ack":4}');
    });

    test('a throw or a rejection gives an error ack with a generic 500; @OnError still gets the error', async () => {
      client.send('{"event":"boom","id":5}');
      expect(await client.next()).toEqual({ event: 'error', data: { name: 'Error', message: 'secret detail' } });
      expect(await nextText(client)).toBe(`{"event":"boom","ack":5,"error":${JSON.stringify(INTERNAL)}}`);
      client.send('{"event":"async-boom","id":6}');
      expect(await client.next()).toEqual({ event: 'error', data: { name: 'Error', message: 'async secret detail' } });
      expect(await client.next()).toEqual({ event: 'async-boom', ack: 6, error: INTERNAL } as never);
    });

    test('an HttpException keeps its status and message in the error ack', async () => {
      client.send('{"event":"add","data":{"a":"1"},"id":7}');
      expect((await client.next()).event).toBe('error');
      const expected = { event: 'add', ack: 7, error: { statusCode: 400, message: 'a and b must be numbers' } };
      expect(await client.next()).toEqual(expected as never);
    });

    test('a value JSON cannot hold is the handler error: an error ack and @OnError', async () => {
      client.send('{"event":"bigint","id":8}');
      expect((await client.next()).event).toBe('error');
      expect(await client.next()).toEqual({ event: 'bigint', ack: 8, error: INTERNAL } as never);
    });

    test('an event no handler takes gets a 404 error ack instead of a silent timeout', async () => {
      client.send('{"event":"nobody","id":9}');
      const error = { statusCode: 404, message: "Not Found: /acks has no handler for the event 'nobody'" };
      expect(await client.next()).toEqual({ event: 'nobody', ack: 9, error } as never);
    });

    test('an id that is neither a string nor a number: no ack, the handlers run, @OnError says why', async () => {
      for (const id of ['{}', '[1]', 'true']) {
        client.send(`{"event":"ping","id":${id}}`);
        const message =
          `@fw/websocket: a 'ping' frame to AckGateway carried the ack id ${id}; an ack id is a ` +
          'string or a number, so no ack was sent (its handlers ran as for a frame without an id).';
        expect(await client.next()).toEqual({ event: 'error', data: { name: 'TypeError', message } });
        expect(await nextText(client)).toBe('{"event":"pong"}');
      }
      // Nothing else came after the pongs: the next frame is this one's ack.
      client.send('{"event":"nothing","id":11}');
      expect(await nextText(client)).toBe('{"event":"nothing","data":null,"ack":11}');
    });

    test('@OnMessage still gets every frame with an id, raw', async () => {
      const frame = '{"event":"ping","data":"raw-too","id":10}';
      client.send(frame);
      expect(await nextText(client)).toBe('{"event":"pong"}');
      expect(await nextText(client)).toBe('{"event":"ping","data":"pong","ack":10}');
      expect(await client.next()).toEqual({ event: 'raw', data: frame });
    });

    test('without @OnError, an HttpException answered in an ack is not logged; any other error is', async () => {
      const logged = spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const quiet = await connect(app.wsUrl('/acks-quiet'));
        quiet.send('{"event":"bad","id":1}');
        const told = { statusCode: 400, message: 'the client is told' };
        expect(await quiet.next()).toEqual({ event: 'bad', ack: 1, error: told } as never);
        quiet.send('{"event":"boom","id":2}');
        expect(await quiet.next()).toEqual({ event: 'boom', ack: 2, error: INTERNAL } as never);
        expect(logged.mock.calls.map((call) => (call[1] as Error).message)).toEqual(['the log is told']);
        await quiet.close();
      } finally {
        logged.mockRestore();
      }
    });
  });
}
