import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (`.ci/run` installs it with apt-get). A browser is never downloaded. */
const executablePath = '/usr/bin/chromium';

// Headless in a container: no sandbox, no GPU; no QUIC or background traffic, so nothing leaves the machine.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const screenshots = join(import.meta.dir, '../../test-output');

export interface Browser {
  readonly context: BrowserContext;
  /** A new tab whose relative `goto()` calls resolve against `baseURL`. */
  open(): Promise<Page>;
  /** Save a full-page screenshot as `test-output/<name>.png`. */
  shoot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Launch headless Chromium with a fresh profile directory, removed on close. Screenshots go to test-output/,
 * or to test-output/node/ for the Node production shape (any runtime but Bun gets a folder of its own).
 */
export async function launchBrowser(baseURL: string, runtime = 'bun'): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'fw-fullstack-chromium-'));
  const folder = runtime === 'bun' ? screenshots : join(screenshots, runtime);
  mkdirSync(folder, { recursive: true });
  const context = await chromium.launchPersistentContext(profile, { executablePath, headless: true, args, baseURL });
  return {
    context,
    open: () => context.newPage(),
    shoot: async (page, name) => {
      await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
