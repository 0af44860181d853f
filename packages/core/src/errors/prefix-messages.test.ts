import { expect, test } from 'bun:test';
import { messages } from './catalogue.ts';
import { prefixMessages } from './prefix-messages.ts';

test('prefixMessages keeps each factory and its arguments, and starts each text with the name', () => {
  const errors = prefixMessages('@fw/x', { missing: (path: string, count: number) => `${path} lacks ${count}` });
  expect(Object.keys(errors)).toEqual(['missing']);
  expect(errors.missing('/srv', 2)).toBe('@fw/x: /srv lacks 2');
});

test("the core's messages for the developer carry its prefix; what a client reads does not", () => {
  expect(messages.alreadyListening()).toBe('@fw/core: The app is already listening: call stop() first');
  expect(messages.requestFailed('GET', '/x')).toBe('@fw/core: GET /x failed:');
  expect(messages.notFound('GET', '/x')).toBe('Cannot GET /x');
  expect(messages.lostSchema()).toBe('a @Schema class would go unvalidated');
});
