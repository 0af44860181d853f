import { expect, test } from 'bun:test';
import { acceptsHtml, isSpaRoute } from './spa.ts';

test('GET or HEAD, no extension', () => {
  expect(isSpaRoute('GET', 'users')).toBe(true);
  expect(isSpaRoute('HEAD', 'users/42')).toBe(true);
  expect(isSpaRoute('GET', 'users/')).toBe(true);
});

test('refused: other methods, an extension, .well-known', () => {
  expect(isSpaRoute('POST', 'users')).toBe(false);
  expect(isSpaRoute('GET', 'assets/x.js')).toBe(false);
  expect(isSpaRoute('GET', 'user.name')).toBe(false);
  expect(isSpaRoute('GET', '.well-known/x')).toBe(false);
});

test('accepting HTML, in any case; not JSON, not a missing header', () => {
  expect(acceptsHtml('text/html')).toBe(true);
  expect(acceptsHtml('TEXT/HTML')).toBe(true);
  expect(acceptsHtml('application/json')).toBe(false);
  expect(acceptsHtml(null)).toBe(false);
});
