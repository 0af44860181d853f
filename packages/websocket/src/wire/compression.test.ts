import { expect, test } from 'bun:test';
import { COMPRESS_THRESHOLD, shouldCompress } from './compression.ts';

test('with perMessageDeflate, messages from the threshold up are compressed, text or binary; without it none', () => {
  expect(shouldCompress(true, 'x'.repeat(COMPRESS_THRESHOLD))).toBe(true);
  expect(shouldCompress(true, 'x'.repeat(COMPRESS_THRESHOLD - 1))).toBe(false);
  expect(shouldCompress(true, new Uint8Array(COMPRESS_THRESHOLD))).toBe(true);
  expect(shouldCompress(true, new ArrayBuffer(10))).toBe(false);
  expect(shouldCompress(false, 'x'.repeat(COMPRESS_THRESHOLD * 4))).toBe(false);
});
