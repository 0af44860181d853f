import { expect } from 'bun:test';
import type { Page } from 'playwright-core';
import type { Browser } from './browser.ts';

/** A tab on `path` (a new one unless `page` is given), once the router has rendered a page there. */
export async function openAt(browser: Browser, path: string, page?: Page): Promise<Page> {
  const tab = page ?? (await browser.open());
  await tab.goto(path);
  await tab.waitForSelector('#app[data-page]');
  return tab;
}

/** Sign in from the header (a token from POST /api/auth/login, checked by the guarded GET /api/auth/me). */
export async function signIn(page: Page, name: string): Promise<void> {
  await page.fill('[data-testid=sign-in] input[name=name]', name);
  await page.click('[data-testid=sign-in] button[type=submit]');
  await page.waitForSelector(`[data-testid=whoami] >> text=signed in as ${name}`);
}

/** A chat tab signed in as `name` and connected to `room`. */
export async function joinChat(browser: Browser, name: string, room: string): Promise<Page> {
  const page = await openAt(browser, '/chat');
  await signIn(page, name);
  await page.selectOption('select[name=room]', room);
  const socket = page.waitForEvent('websocket');
  await page.click('[data-testid=connect]');
  // The typed client takes the path from the contract: the gateway under /api, as the spec's shape 3 asks.
  expect(new URL((await socket).url()).pathname).toBe('/api/chat');
  await page.waitForSelector('[data-testid=chat-status][data-state=open]');
  return page;
}

/** Sends `text` from the chat tab and waits for its echo in the tab's own log. */
export async function say(page: Page, text: string): Promise<void> {
  await page.fill('input[name=text]', text);
  await page.press('input[name=text]', 'Enter');
  await page.waitForSelector(`[data-testid=chat-log] >> text=${text}`);
}

/**
 * `alice` and `bob` (one room) each say something the other must see; then `carol` (another room) speaks:
 * her echo comes after the server handled their messages, so anything wrongly sent to her is in her log
 * by then. Neither room's log may hold the other's messages.
 */
export async function expectRoomExchange(alice: Page, bob: Page, carol: Page): Promise<void> {
  await say(alice, 'hello from Alice');
  await bob.waitForSelector('[data-testid=chat-log] >> text=hello from Alice');
  await say(bob, 'hi Alice, Bob here');
  await alice.waitForSelector('[data-testid=chat-log] >> text=hi Alice, Bob here');
  await say(carol, 'anyone in random?');
  const carolLog = await carol.textContent('[data-testid=chat-log]');
  expect(carolLog).not.toContain('hello from Alice');
  expect(carolLog).not.toContain('hi Alice, Bob here');
  expect(await alice.textContent('[data-testid=chat-log]')).not.toContain('anyone in random?');
}
