import { expect, test } from 'bun:test';
import { toWsDeflate } from './node-deflate.ts';

test("perMessageDeflate on ws: off, on, 'shared' without context takeover, and a side turned off", () => {
  expect(toWsDeflate(false)).toEqual({ options: false, compress: false });
  const on = { threshold: 0, serverNoContextTakeover: false, clientNoContextTakeover: false };
  expect(toWsDeflate(true)).toEqual({ options: on, compress: true });
  expect(toWsDeflate({ compress: 'shared', decompress: 'shared' })).toEqual({
    options: { ...on, serverNoContextTakeover: true, clientNoContextTakeover: true },
    compress: true,
  });
  expect(toWsDeflate({ compress: 'disable', decompress: true })).toEqual({ options: on, compress: false });
  expect(toWsDeflate({ compress: false, decompress: 'disable' })).toEqual({ options: false, compress: false });
  expect(toWsDeflate({})).toEqual({ options: false, compress: false });
});
