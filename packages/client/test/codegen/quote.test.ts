import { expect, test } from 'bun:test';
import { quote } from '../../src/codegen/types/text.ts';

// What the contract writes must read back as the same string: each UTF-16 unit between two letters, and a few
// whole strings (paths, quotes, escapes, line breaks, a lone surrogate).
test('every string quoted reads back as itself, plain ASCII written as it is', () => {
  const read = (literal: string): unknown => new Function(`return ${literal};`)();
  for (let unit = 0; unit < 0x10000; unit++) {
    const value = `a${String.fromCharCode(unit)}b`;
    expect(read(quote(value))).toBe(value);
  }
  for (const value of ['', "it's", 'a"b', 'a\\b', '/api/users/:id', 'x\ny', '\u2028', '\ud800', `'\\'`]) {
    expect(read(quote(value))).toBe(value);
  }
  expect(quote('/api/users/:id')).toBe("'/api/users/:id'");
  expect(quote("it's")).toBe("'it\\'s'");
  expect(quote('a"b\\c')).toBe(`'a"b\\\\c'`);
});
