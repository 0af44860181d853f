import { expect, test } from 'bun:test';
import { isFieldName } from './field-name.ts';

test('a raw header name is a lower-case name in any case of its letters, and nothing else', () => {
  const same = ['host', 'Host', 'HOST', 'hOsT'].map((name) => isFieldName(name, 'host'));
  expect(same).toEqual([true, true, true, true]);
  const other = ['hosts', 'hos', 'h0st', 'ho-t', 'Content_Length'].map((name) => isFieldName(name, 'host'));
  expect(other).toEqual([false, false, false, false, false]);
  // Only letters fold: `-` is not `\r` (0x0d = 0x2d - 0x20), `_` (0x5f) is not DEL (0x7f).
  expect([isFieldName('Content-Length', 'content-length'), isFieldName('content\rlength', 'content-length')]).toEqual([
    true,
    false,
  ]);
  expect([isFieldName('x_a', 'x_a'), isFieldName('x\x7fa', 'x_a'), isFieldName('X-A', 'x-a')]).toEqual([
    true,
    false,
    true,
  ]);
});
