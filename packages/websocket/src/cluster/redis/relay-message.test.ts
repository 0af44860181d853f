import { expect, test } from 'bun:test';
import { decodeRelay, encodeRelay } from './relay-message.ts';

test('text keeps every character and stays text; the topic may hold the separator', () => {
  for (const text of ['', 'plain', 'héllo ☃ 🎉', 'a|b|c\n\r\u0000', '{"event":"x","data":"|t5|"}']) {
    for (const topic of ['ns:/chat:room:lobby', 'ns:/chat:room:a|b', 'ns:/c:room:']) {
      expect(decodeRelay(encodeRelay('node-a', topic, text), 'node-b')).toEqual({ topic, message: text });
    }
  }
});

test('binary keeps every byte and stays binary, from an ArrayBuffer or a view into a larger buffer', () => {
  const all = Uint8Array.from({ length: 256 }, (_, index) => index);
  const view = new Uint8Array(all.buffer, 10, 5);
  const pooled = Buffer.from('xxhelloxx').subarray(2, 7);
  const cases: [ArrayBuffer | Uint8Array, number[]][] = [
    [all, [...all]],
    [all.buffer, [...all]],
    [view, [10, 11, 12, 13, 14]],
    [pooled, [...Buffer.from('hello')]],
    [new Uint8Array(0), []],
  ];
  for (const [message, bytes] of cases) {
    const relayed = decodeRelay(encodeRelay('node-a', 'ns:/b:room:r', message), 'node-b');
    expect(relayed?.message).toBeInstanceOf(Uint8Array);
    expect([...(relayed?.message as Uint8Array)]).toEqual(bytes);
  }
});

test("a process's own echo and texts fw did not write are ignored", () => {
  expect(decodeRelay(encodeRelay('node-a', 'ns:/c:room:r', 'x'), 'node-a')).toBeUndefined();
  const foreign = ['', 'hello', 'fw1|', 'fw1|node', 'fw1|node|x3|abc', 'fw1|node|t|abc', 'fw1|node|t9|abc'];
  for (const text of [...foreign, 'fw1|n|t-1|a', 'fw1|n|t 1|a', 'fw1|n|t1e0|a']) {
    expect(decodeRelay(text, 'self')).toBeUndefined();
  }
});
