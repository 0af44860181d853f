// The example's docs page in Chromium, in development: /api/docs renders every operation of the API's
// document from /api/openapi.json, every file from the app itself. Leaves test-output/fullstack-openapi-docs.png.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import type { Fw } from '@fw/core';
import { createApp } from '../api/src/app.ts';
import { launchBrowser, type Browser } from './support/browser.ts';

setDefaultTimeout(60_000);

let app: Fw;
let browser: Browser;
beforeAll(async () => {
  app = await createApp();
  await app.listen(0);
  browser = await launchBrowser(app.url.href);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test('/api/docs shows the API operations, from this origin only', async () => {
  const page = await browser.open();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/api/docs');
  const operations = page.locator('.opblock');
  await operations.first().waitFor();
  const summaries = await operations.evaluateAll((blocks) =>
    blocks.map((block) => (block.querySelector('.opblock-summary')?.textContent ?? '').replace(/\s+/g, ' ')),
  );
  expect(summaries).toHaveLength(12);
  expect(summaries).toContainEqual(expect.stringMatching(/^POST ?\/api\/users/));
  expect(summaries).toContainEqual(expect.stringMatching(/^DELETE ?\/api\/users\/\{id\}/));
  await browser.shoot(page, 'fullstack-openapi-docs');
  const origins = new Set(requested.filter((url) => !url.startsWith('data:')).map((url) => new URL(url).origin));
  expect([...origins]).toEqual([app.url.origin]);
  await page.close();
});
