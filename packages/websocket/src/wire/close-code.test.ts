import { expect, test } from 'bun:test';
import { isSendableCloseCode } from './close-code.ts';

test('the codes RFC 6455 §7.4 lets a server send are 1000–1003, 1007–1014 and 3000–4999', () => {
  for (const code of [1000, 1001, 1003, 1007, 1008, 1011, 1014, 3000, 4001, 4999])
    expect(isSendableCloseCode(code)).toBe(true);
});

test('reserved, never-sent, undefined and non-integer codes are refused', () => {
  for (const code of [0, 999, 1004, 1005, 1006, 1015, 1016, 2000, 2999, 5000, 65535, 4000.5, Number.NaN, Infinity]) {
    expect(isSendableCloseCode(code)).toBe(false);
  }
});
