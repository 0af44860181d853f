import { expect, test } from 'bun:test';
import { toSocketUrl } from './url.ts';

test('http becomes ws and https wss; segments and the query are added, null and undefined left out', () => {
  const query = { room: 'a b', token: undefined, n: 1, off: null };
  expect(toSocketUrl('http://localhost:3000/', ['ws', 'chat'], query)).toBe('ws://localhost:3000/ws/chat?room=a+b&n=1');
  expect(toSocketUrl('https://example.com/v1', ['chat'])).toBe('wss://example.com/v1/chat');
  // A base without a scheme is completed as the HTTP client completes it.
  expect(toSocketUrl('localhost:3000', ['chat'])).toBe('ws://localhost:3000/chat');
  expect(toSocketUrl('api.example.com', ['chat'])).toBe('wss://api.example.com/chat');
});

test("'' is the page's origin: the location, with its scheme turned", () => {
  const page = globalThis as { location?: { href: string } };
  const saved = page.location;
  page.location = { href: 'https://app.example.com/chat?x=1' };
  try {
    expect(toSocketUrl('', ['ws', 'chat'])).toBe('wss://app.example.com/ws/chat');
  } finally {
    page.location = saved;
  }
});
