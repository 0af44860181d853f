import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Gateway, OnClose, OnMessage, type FwSocket } from '../../src/index.ts';
import { clientFrame, sendRawFrames } from './raw-client.ts';
import { sleep, type AppFactory, type RunningApp } from './harness.ts';

const closes: { code: number; reason: string }[] = [];
let messages = 0;

@Gateway('/strict')
class StrictGateway {
  @OnMessage() message(): void {
    messages++;
  }

  @OnClose() close(_socket: FwSocket, code: number, reason: string): void {
    closes.push({ code, reason });
  }
}

const text = (value: string) => new TextEncoder().encode(value);

/** Frames a client that breaks RFC 6455 sends, and the code the server must answer with (§7.4.1). */
const broken: [name: string, frames: Buffer[], code: number][] = [
  ['an unmasked frame', [clientFrame(1, text('{"event":"x"}'), { masked: false })], 1002],
  ['a reserved opcode', [clientFrame(3, text('hi'))], 1002],
  ['an RSV bit without an extension', [clientFrame(1, text('hi'), { rsv: 0x40 })], 1002],
  ['a continuation with nothing to continue', [clientFrame(0, text('hi'))], 1002],
  ['a fragmented ping', [clientFrame(9, text('hi'), { fin: false })], 1002],
  ['a close frame with a code no endpoint may send', [clientFrame(8, new Uint8Array([0x03, 0xed]))], 1002],
  ['a text frame that is not UTF-8', [clientFrame(1, new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))], 1007],
  ['a frame over maxPayloadLength', [clientFrame(1, text('x'.repeat(100)))], 1009],
];

export function describeProtocolErrors(factory: AppFactory): void {
  describe('a client that breaks the protocol', () => {
    let app: RunningApp;
    beforeAll(async () => {
      app = await factory({ gateways: [StrictGateway], config: { maxPayloadLength: 64 } });
    });
    afterAll(() => app.stop());

    for (const [name, frames, code] of broken) {
      test(`${name}: the client gets ${code}, and @OnClose gets the same code, with nothing dispatched`, async () => {
        const before = closes.length;
        expect(await sendRawFrames(app.httpUrl('/strict'), frames)).toBe(code);
        for (let wait = 0; wait < 50 && closes.length === before; wait++) await sleep(5);
        expect(closes.slice(before).map((close) => close.code)).toEqual([code]);
        expect(closes.at(-1)?.reason).toStartWith('Received ');
        expect(messages).toBe(0);
      });
    }
  });
}
