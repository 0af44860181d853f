import { expect, test } from 'bun:test';
import { isSpaRequest } from './spa.ts';

test('GET or HEAD, accepting HTML, no extension', () => {
  expect(isSpaRequest('GET', 'text/html', 'users')).toBe(true);
  expect(isSpaRequest('HEAD', 'TEXT/HTML', 'users/42')).toBe(true);
  expect(isSpaRequest('GET', 'text/html', 'users/')).toBe(true);
});

test('refused: other methods, no HTML, an extension, .well-known', () => {
  expect(isSpaRequest('POST', 'text/html', 'users')).toBe(false);
  expect(isSpaRequest('GET', 'application/json', 'users')).toBe(false);
  expect(isSpaRequest('GET', null, 'users')).toBe(false);
  expect(isSpaRequest('GET', 'text/html', 'assets/x.js')).toBe(false);
  expect(isSpaRequest('GET', 'text/html', 'user.name')).toBe(false);
  expect(isSpaRequest('GET', 'text/html', '.well-known/x')).toBe(false);
});
