import { expect, test } from 'bun:test';
import { readPort } from './read-port.ts';

test('the argument wins; else PORT; else 3000, a blank PORT counting as unset', () => {
  expect(readPort(0, { PORT: '8080' })).toBe(0);
  expect(readPort(undefined, { PORT: ' 8080 ' })).toBe(8080);
  expect(readPort(undefined, {})).toBe(3000);
  expect(readPort(undefined, { PORT: '' })).toBe(3000);
  expect(readPort(undefined, { PORT: '  ' })).toBe(3000);
});

test('only decimal digits are a port, and the error names where the value came from', () => {
  for (const text of ['0x1f90', '1e4', '45124.0', '-1', '65536', 'eighty', '+80']) {
    expect(() => readPort(undefined, { PORT: text })).toThrow(
      `Invalid port ${JSON.stringify(text)} from the PORT environment variable: expected an integer from 0 to 65535`,
    );
  }
  expect(() => readPort(80.5, {})).toThrow('Invalid port "80.5" from listen(): expected an integer from 0 to 65535');
});
