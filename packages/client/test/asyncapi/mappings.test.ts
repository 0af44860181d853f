// Each mapping of a gateway into the AsyncAPI document, from a project of its own: a handler's data as the frame's
// payload, its value as the ack reply, `emits` as the server's messages, the path as the channel, the server, and
// what the scan cannot read (a warning each, the rest of the document kept).
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createAsyncApiDocument } from '../../src/codegen/asyncapi.ts';
import { CodegenError } from '../../src/codegen/report/codegen-error.ts';
import { FIXTURES } from '../codegen/fixture-cases.ts';
import { assertValidAsyncApi } from '../support/assert-valid-asyncapi.ts';

setDefaultTimeout(120_000);

const root = mkdtempSync(path.join(import.meta.dir, '.tmp-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
cpSync(path.join(FIXTURES, 'gateways/tsconfig.json'), path.join(root, 'tsconfig.json'));
writeFileSync(
  path.join(root, 'main.ts'),
  `
import { Gateway, SubscribeMessage, type FwSocket } from '@fw/websocket';

export interface Pair {
  a: number;
  b: number;
}
export type Point = [x: number, y: number, label?: string];

/**
 * The math room.
 *
 * Adds numbers for everyone.
 */
@Gateway('math/')
export class MathGateway {
  declare readonly emits: {
    /** Someone added. */
    added: { pair: Pair; sum: number };
    cleared: undefined;
    maybe: string | undefined;
  };

  /** Adds two numbers. */
  @SubscribeMessage('add')
  add(_socket: FwSocket, data: Pair): number {
    return data.a + data.b;
  }

  @SubscribeMessage('plot')
  async plot(_socket: FwSocket, data?: Point): Promise<void> {}

  @SubscribeMessage('ping')
  ping(): string | null {
    return null;
  }

  @SubscribeMessage(eventName())
  lost(): void {}
}

@Gateway('/wild')
export class WildGateway {
  declare readonly emits: { [event: string]: number; fixed: boolean };
}

@Gateway('/plain')
export class PlainGateway {}

@Gateway(makePath())
export class LostGateway {
  @SubscribeMessage('x')
  x(): void {}
}

@Gateway('/math')
export class SecondMathGateway {}

function makePath(): string {
  return '/lost';
}

function eventName(): string {
  return 'lost';
}
`,
);

const { document, warnings } = createAsyncApiDocument({ root, glob: '*.ts' });
const math = document.channels.MathGateway;
const payloadOf = (key: string) => math?.messages[key]?.payload;
const ACK_ID = {
  type: ['string', 'number'] as ('string' | 'number')[],
  description: 'The `id` of the frame answered.',
};

test("the document parses with AsyncAPI's own parser", async () => {
  await assertValidAsyncApi(document);
});

describe('a @SubscribeMessage handler', () => {
  test("its data parameter is the frame's data, required unless optional, named types as components", () => {
    expect(payloadOf('add')).toEqual({
      type: 'object',
      properties: {
        event: { const: 'add' },
        data: { $ref: '#/components/schemas/Pair' },
        id: {
          type: ['string', 'number', 'null'],
          description: 'Asks for an ack when a string or a number: the answer carries it back as `ack`.',
        },
      },
      required: ['event', 'data'],
    });
    expect(document.components.schemas.Pair).toEqual({
      type: 'object',
      properties: { a: { type: 'number' }, b: { type: 'number' } },
      required: ['a', 'b'],
    });
    expect(payloadOf('plot')).toMatchObject({ required: ['event'] });
    expect(payloadOf('ping')).toMatchObject({ required: ['event'] });
    expect(Object.keys((payloadOf('ping') as { properties: object }).properties)).toEqual(['event', 'id']);
  });

  test('a tuple is written as draft-07 reads it: an items list, then additionalItems', () => {
    expect(document.components.schemas.Point).toEqual({
      type: 'array',
      items: [{ type: 'number' }, { type: 'number' }, { type: 'string' }],
      minItems: 2,
      additionalItems: false,
    });
  });

  test('its value is the ack reply (null for none), with the error ack, correlated by id and ack', () => {
    const operation = document.operations['MathGateway.receive.add'];
    expect(operation).toMatchObject({
      action: 'receive',
      channel: { $ref: '#/channels/MathGateway' },
      summary: 'Adds two numbers.',
      messages: [{ $ref: '#/channels/MathGateway/messages/add' }],
      reply: {
        channel: { $ref: '#/channels/MathGateway' },
        messages: [
          { $ref: '#/channels/MathGateway/messages/add.ack' },
          { $ref: '#/channels/MathGateway/messages/add.error' },
        ],
      },
    });
    expect(payloadOf('add.ack')).toEqual({
      type: 'object',
      properties: { event: { const: 'add' }, data: { type: 'number' }, ack: ACK_ID },
      required: ['event', 'data', 'ack'],
    });
    expect(payloadOf('plot.ack')).toMatchObject({ properties: { data: { type: 'null' } } });
    expect(payloadOf('ping.ack')).toMatchObject({ properties: { data: { type: ['string', 'null'] } } });
    expect(payloadOf('add.error')).toMatchObject({
      properties: { error: { required: ['statusCode', 'message'] } },
      required: ['event', 'ack', 'error'],
    });
    expect(math?.messages.add?.correlationId).toEqual({ location: '$message.payload#/id' });
    expect(math?.messages['add.ack']?.correlationId).toEqual({ location: '$message.payload#/ack' });
  });
});

describe('emits', () => {
  test('each event is a message the gateway sends; data left out where its type allows undefined', () => {
    expect(payloadOf('emits.added')).toMatchObject({
      properties: { event: { const: 'added' }, data: { properties: { pair: { $ref: '#/components/schemas/Pair' } } } },
      required: ['event', 'data'],
    });
    expect(payloadOf('emits.cleared')).toEqual({
      type: 'object',
      properties: { event: { const: 'cleared' } },
      required: ['event'],
    });
    expect(payloadOf('emits.maybe')).toMatchObject({ properties: { data: { type: 'string' } }, required: ['event'] });
    expect(document.operations['MathGateway.send.added']).toMatchObject({
      action: 'send',
      summary: 'Someone added.',
      messages: [{ $ref: '#/channels/MathGateway/messages/emits.added' }],
    });
  });

  test('an index signature is any other event; a gateway without emits may send any event', () => {
    const wild = document.channels.WildGateway?.messages;
    expect(Object.keys(wild ?? {})).toEqual(['emits.fixed', 'emits.anyEvent']);
    expect(wild?.['emits.anyEvent']?.payload).toMatchObject({
      properties: { event: { type: 'string' }, data: { type: 'number' } },
      required: ['event', 'data'],
    });
    const plain = document.channels.PlainGateway?.messages['emits.anyEvent']?.payload;
    expect(plain).toMatchObject({ properties: { event: { type: 'string' }, data: {} }, required: ['event'] });
  });
});

describe('the gateway', () => {
  test('its path (normalised, the namespace) is the channel address; its class the id, its JSDoc the text', () => {
    expect(Object.entries(document.channels).map(([id, channel]) => [id, channel.address])).toEqual([
      ['MathGateway', '/math'],
      ['PlainGateway', '/plain'],
      ['WildGateway', '/wild'],
    ]);
    expect(math).toMatchObject({
      title: 'MathGateway',
      summary: 'The math room.',
      description: 'Adds numbers for everyone.',
      bindings: { ws: { method: 'GET', bindingVersion: '0.1.0' } },
    });
  });

  test('the server is the app: ws://localhost:3000 unless given, with the header options', () => {
    expect(document.servers.app).toMatchObject({ protocol: 'ws', host: 'localhost:3000' });
    expect(document.info).toMatchObject({ title: 'API', version: '1.0.0' });
    const options = { root, glob: '*.ts', server: 'wss://api.example.com/realtime/', title: 'Math', version: '2.1.0' };
    const { document: own } = createAsyncApiDocument(options);
    expect(own.servers.app).toMatchObject({ protocol: 'wss', host: 'api.example.com', pathname: '/realtime' });
    expect(own.info).toMatchObject({ title: 'Math', version: '2.1.0' });
  });

  test('a server that is not a WebSocket URL is a clear error', () => {
    for (const server of ['http://localhost:3000', 'localhost:3000', 'ws://host/?token=1'])
      expect(() => createAsyncApiDocument({ root, glob: '*.ts', server })).toThrow(
        new CodegenError(
          'OPTION_INVALID',
          "option asyncapi server must be the app's WebSocket URL, ws:// or wss:// and a host " +
            `(ws://localhost:3000); received ${JSON.stringify(server)}`,
        ),
      );
  });
});

test('what the scan cannot read is a warning each, and nothing else is lost', () => {
  expect(warnings.map((warning) => warning.text)).toEqual([
    '@fw/client: main.ts:38:21 handler MathGateway.lost skipped: its event argument is a function call (eventName())',
    '@fw/client: main.ts:50:10 gateway LostGateway skipped: its path argument is a function call (makePath())',
    '@fw/client: main.ts:56:1 gateway SecondMathGateway skipped: MathGateway already declares the path /math',
  ]);
  expect(Object.keys(math?.messages ?? {}).filter((key) => !key.includes('.'))).toEqual(['add', 'plot', 'ping']);
});
