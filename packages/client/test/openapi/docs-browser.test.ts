// The docs page in a real browser (Debian's Chromium through playwright-core, headless): it renders the
// served document's operations, and every file it asks for comes from the app itself, none from a CDN.
// Leaves test-output/openapi-docs.png.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Fw } from '@fw/core';
import { chromium, type Browser } from 'playwright-core';
import { OpenApi } from '../../src/openapi/index.ts';
import { SAMPLE_DOCUMENT } from './sample-document.ts';

// A browser start and a 1.7 MB bundle on a shared 2-core machine.
setDefaultTimeout(60_000);

const screenshots = path.join(import.meta.dir, '../../test-output');
let app: Fw;
let browser: Browser;

beforeAll(async () => {
  app = await new Fw().use(OpenApi({ document: SAMPLE_DOCUMENT })).listen(0);
  // No sandbox or GPU in a container; no background traffic, so any request seen is the page's own.
  const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test("/docs shows the document's operations, loading nothing from another origin", async () => {
  const page = await browser.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(new URL('/docs', app.url).href);
  const operations = page.locator('.opblock');
  await operations.first().waitFor();
  const summaries = await operations.evaluateAll((blocks) =>
    blocks.map((block) => block.querySelector('.opblock-summary')?.textContent ?? ''),
  );
  expect(summaries).toEqual([
    expect.stringMatching(/^GET\s*\/api\/users\s*Lists the users/),
    expect.stringMatching(/^POST\s*\/api\/users\s*Creates a user/),
  ]);
  await expect(page.locator('.info .title').textContent()).resolves.toContain('Users API');
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, 'openapi-docs.png'), fullPage: true });
  const origins = new Set(requested.filter((url) => !url.startsWith('data:')).map((url) => new URL(url).origin));
  expect([...origins]).toEqual([app.url.origin]);
  expect(requested).toContain(new URL('/openapi.json', app.url).href);
  await page.close();
});
