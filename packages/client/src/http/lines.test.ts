import { expect, test } from 'bun:test';
import { createLineReader } from './lines.ts';

test('lines across chunks, every break kind, a CRLF cut between two chunks counted once', () => {
  const push = createLineReader(100);
  const chunks = ['a', 'b\r', '\nc\n\nd\r', 'e\r\n', '', 'f'];
  expect(chunks.map(push)).toEqual([[], ['ab'], ['c', '', 'd'], ['e'], [], []]);
  expect(push('\n')).toEqual(['f']);
});

test('a line over the limit throws as its pieces arrive, before it ends', () => {
  const push = createLineReader(5);
  push('abc');
  expect(() => push('def')).toThrow('over maxItemSize (5 characters)');
  expect(createLineReader(5)('abcde\nfghij\n')).toEqual(['abcde', 'fghij']);
  expect(() => createLineReader(5)('abcdef\n')).toThrow('over maxItemSize (5 characters)');
});
