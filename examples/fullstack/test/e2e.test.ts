// End-to-end: the production shape (one API process serving /api, the gateway and the built web app) on Bun
// and on Node, driven by Debian's Chromium through playwright-core. Each step leaves a screenshot in
// test-output/ (Bun's) or test-output/node/.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import type { Page, Response } from 'playwright-core';
import { launchBrowser, type Browser } from './support/browser.ts';
import { expectRoomExchange, joinChat as joinChatIn, openAt as openIn, say, signIn } from './support/chat-page.ts';
import { tsc, webDir } from './support/paths.ts';
import { RUNTIMES, startProductionApp, type ProductionApp } from './support/production-app.ts';

const TIMEOUT = 30_000;
// The same suite against each runtime's production shape; they share one web build.
for (const runtime of RUNTIMES) {
  describe(`on ${runtime}`, () => {
    let app: ProductionApp;
    let browser: Browser;

    beforeAll(async () => {
      app = await startProductionApp(runtime);
      browser = await launchBrowser(app.url, runtime);
    }, 120_000);

    afterAll(async () => {
      await browser?.close();
      await app?.stop();
    });

    const openAt = (path: string, page?: Page) => openIn(browser, path, page);
    const joinChat = (name: string, room: string) => joinChatIn(browser, name, room);

    const pageName = (page: Page) => page.getAttribute('#app', 'data-page');

    /** A `waitForResponse` predicate: a POST to exactly `path`, or to a path matching the pattern. */
    const isPost = (path: string | RegExp) => (response: Response) =>
      response.request().method() === 'POST' &&
      (typeof path === 'string'
        ? new URL(response.url()).pathname === path
        : path.test(new URL(response.url()).pathname));

    test('the process serving the pages is the runtime named', () => {
      // main.ts picks the runtime from the process it runs in, and says which in its listening line.
      expect(app.output()).toMatch(runtime === 'node' ? /production, Node \d/ : /production, Bun \d/);
    });

    describe('pages and the SPA fallback', () => {
      test(
        '/ renders the app and /users is reached client-side',
        async () => {
          const page = await openAt('/');
          expect(await pageName(page)).toBe('home');
          expect(await page.textContent('[data-testid=stats]')).toContain('Users');
          await browser.shoot(page, '01-home');

          // A full page load would lose this marker; a History API navigation keeps it.
          await page.evaluate(() => Object.assign(window, { fwMarker: 'still here' }));
          const documents: string[] = [];
          page.on('request', (request) => {
            if (request.resourceType() === 'document') documents.push(request.url());
          });
          await page.click('nav a[href="/users"]');
          await page.waitForSelector('#app[data-page=users]');
          expect(new URL(page.url()).pathname).toBe('/users');
          expect(await page.evaluate(() => (window as unknown as { fwMarker?: string }).fwMarker)).toBe('still here');
          expect(documents).toEqual([]);
          await browser.shoot(page, '02-users-client-side');
          await page.close();
        },
        TIMEOUT,
      );

      test(
        'a hard reload of /users and /users/<id> still renders the app',
        async () => {
          const page = await openAt('/users');
          await page.reload();
          await page.waitForSelector('#app[data-page=users]');
          expect(await page.textContent('[data-testid=user-list]')).toContain('Ada Lovelace');

          await openAt('/users/1', page);
          await page.reload();
          await page.waitForSelector('#app[data-page=user]');
          expect(await page.textContent('[data-testid=user-name]')).toBe('Ada Lovelace');
          expect(await page.textContent('[data-testid=post-list]')).toContain('Notes on the Analytical Engine');
          await browser.shoot(page, '03-user-detail-after-reload');
          await page.close();
        },
        TIMEOUT,
      );

      test(
        'every script and stylesheet comes back with a JS or CSS content type',
        async () => {
          const page = await browser.open();
          const assets: { type: string; url: string; contentType: string; status: number }[] = [];
          page.on('response', (response) => {
            const type = response.request().resourceType();
            if (type === 'script' || type === 'stylesheet') {
              const contentType = response.headers()['content-type'] ?? '';
              assets.push({ type, url: response.url(), contentType, status: response.status() });
            }
          });
          for (const path of ['/', '/users', '/users/1', '/chat']) await openAt(path, page);

          expect(assets.some((asset) => asset.type === 'script')).toBe(true);
          expect(assets.some((asset) => asset.type === 'stylesheet')).toBe(true);
          for (const asset of assets) {
            expect(asset.status).toBe(200);
            expect(asset.contentType).toMatch(
              asset.type === 'script' ? /^(text|application)\/javascript/ : /^text\/css/,
            );
          }
          await page.close();
        },
        TIMEOUT,
      );
    });

    describe('users through the typed client', () => {
      test(
        "signed out, the form shows the guard's 401; signed in, the user is created and survives a reload",
        async () => {
          const page = await openAt('/users');
          await page.fill('[data-testid=create-user] input[name=name]', 'Katherine Johnson');
          await page.fill('[data-testid=create-user] input[name=email]', 'katherine@example.com');
          await page.fill('[data-testid=create-user] input[name=age]', '42');
          const [unsigned] = await Promise.all([
            page.waitForResponse(isPost('/api/users')),
            page.click('[data-testid=create-user] button[type=submit]'),
          ]);
          expect(unsigned.status()).toBe(401);
          const { message } = (await unsigned.json()) as { message: string };
          await page.waitForSelector('[data-testid=form-error]:not(:empty)');
          expect(await page.textContent('[data-testid=form-error]')).toBe(message);

          // Signing in with no name: the login's typed 422, its `name` message beside the field.
          await page.click('[data-testid=sign-in] button[type=submit]');
          await page.waitForSelector('[data-testid=sign-in-error] >> text=name is required');
          await signIn(page, 'Mary');
          const [created] = await Promise.all([
            page.waitForResponse(isPost('/api/users')),
            page.click('[data-testid=create-user] button[type=submit]'),
          ]);
          expect(created.status()).toBe(201);
          expect(await page.textContent('[data-testid=form-error]')).toBe('');
          expect(created.request().postDataJSON()).toEqual({
            name: 'Katherine Johnson',
            email: 'katherine@example.com',
            age: 42,
          });
          await page.waitForSelector('[data-testid=user-list] >> text=Katherine Johnson');
          await browser.shoot(page, '04-user-created');

          await page.reload();
          await page.waitForSelector('#app[data-page=users]');
          expect(await page.textContent('[data-testid=user-list]')).toContain('Katherine Johnson');

          // The filter is a query parameter the server applies: GET /api/users?search=kath.
          const [filtered] = await Promise.all([
            page.waitForResponse((response) => new URL(response.url()).search === '?search=kath'),
            page.fill('input[type=search]', 'kath'),
          ]);
          expect(((await filtered.json()) as { name: string }[]).map((user) => user.name)).toEqual([
            'Katherine Johnson',
          ]);
          await page.waitForFunction(() => document.querySelectorAll('[data-testid=user-list] li').length === 1);
          expect(await page.textContent('[data-testid=user-list]')).toContain('Katherine Johnson');
          await page.close();
        },
        TIMEOUT,
      );

      test(
        'an invalid form shows each message of the typed 422 body under its field',
        async () => {
          const page = await openAt('/users');
          await signIn(page, 'Nora');
          await page.fill('[data-testid=create-user] input[name=name]', 'Nobody');
          await page.fill('[data-testid=create-user] input[name=email]', 'not-an-email');
          const [rejected] = await Promise.all([
            page.waitForResponse(isPost('/api/users')),
            page.click('[data-testid=create-user] button[type=submit]'),
          ]);
          expect(rejected.status()).toBe(422);
          const body = (await rejected.json()) as { errors: Record<string, string[]> };
          expect(body.errors).toEqual({ email: ['email must be a valid address'] });
          // The page reads error.value.errors.email, typed FieldErrors<CreateUserDto> once error.status is 422.
          await page.waitForSelector('[data-testid=error-email]:not(:empty)');
          expect(await page.textContent('[data-testid=error-email]')).toBe('email must be a valid address');
          expect(await page.textContent('[data-testid=error-name]')).toBe('');
          expect(await page.textContent('[data-testid=form-error]')).toBe('');
          expect(await page.textContent('[data-testid=user-list]')).not.toContain('Nobody');
          await browser.shoot(page, '05-validation-message');
          await page.close();
        },
        TIMEOUT,
      );

      test(
        "a sample user is read-only: renaming Ada shows the owner guard's 403",
        async () => {
          const page = await openAt('/users/1');
          await signIn(page, 'Olga');
          expect(await page.textContent('[data-testid=user-meta]')).toContain('sample data');
          await page.fill('input[name=rename]', 'Countess Lovelace');
          const [refused] = await Promise.all([
            page.waitForResponse((response) => response.request().method() === 'PATCH'),
            page.press('input[name=rename]', 'Enter'),
          ]);
          expect(refused.status()).toBe(403);
          const { message } = (await refused.json()) as { message: string };
          await page.waitForSelector('[data-testid=detail-error]:not(:empty)');
          expect(await page.textContent('[data-testid=detail-error]')).toBe(message);
          expect(await page.textContent('[data-testid=user-name]')).toBe('Ada Lovelace');
          await page.close();
        },
        TIMEOUT,
      );

      test(
        'a user gets a post and a new name; deleting answers 204 and the UI updates',
        async () => {
          const page = await openAt('/users');
          await signIn(page, 'Tess');
          await page.fill('[data-testid=create-user] input[name=name]', 'Temporary Person');
          await page.fill('[data-testid=create-user] input[name=email]', 'temp@example.com');
          await page.click('[data-testid=create-user] button[type=submit]');
          await page.click('[data-testid=user-list] >> text=Temporary Person');
          await page.waitForSelector('#app[data-page=user]');
          expect(await page.textContent('[data-testid=post-list]')).toBe('No posts yet');
          expect(await page.textContent('[data-testid=user-meta]')).toContain('added by Tess');

          // The nested child controller: POST /api/users/:id/posts through api.users({ id }).posts.post().
          await page.fill('input[name=title]', 'A short-lived post');
          const [posted] = await Promise.all([
            page.waitForResponse(isPost(/\/api\/users\/[^/]+\/posts$/)),
            page.press('input[name=title]', 'Enter'),
          ]);
          expect(posted.status()).toBe(201);
          await page.waitForSelector('[data-testid=post-list] >> text=A short-lived post');

          // PATCH /api/users/:id with the partial UpdateUserDto.
          await page.fill('input[name=rename]', 'Renamed Person');
          const [patched] = await Promise.all([
            page.waitForResponse((response) => response.request().method() === 'PATCH'),
            page.press('input[name=rename]', 'Enter'),
          ]);
          expect(patched.status()).toBe(200);
          expect(patched.request().postDataJSON()).toEqual({ name: 'Renamed Person' });
          await page.waitForSelector('[data-testid=user-name] >> text=Renamed Person');
          await browser.shoot(page, '06-before-delete');

          const [deleted] = await Promise.all([
            page.waitForResponse((response) => response.request().method() === 'DELETE'),
            page.click('[data-testid=delete-user]'),
          ]);
          expect(deleted.status()).toBe(204);
          expect(await deleted.text()).toBe('');
          await page.waitForSelector('#app[data-page=users]');
          expect(new URL(page.url()).pathname).toBe('/users');
          expect(await page.textContent('[data-testid=user-list]')).not.toContain('Renamed Person');
          await browser.shoot(page, '07-after-delete');
          await page.close();
        },
        TIMEOUT,
      );
    });

    describe('chat over the WebSocket gateway', () => {
      test(
        'two pages in one room see each other; a page in another room does not',
        async () => {
          const alice = await joinChat('Alice', 'general');
          const bob = await joinChat('Bob', 'general');
          const carol = await joinChat('Carol', 'random');

          await expectRoomExchange(alice, bob, carol);
          // One process (no REDIS_URL): the welcome names no worker, as before cluster mode existed.
          const welcome = alice.locator('[data-testid=chat-log] li').first();
          expect(await welcome.textContent()).toBe('server Welcome to general, Alice');

          // RoomManager.broadcast from an HTTP handler reaches the room, and only the room.
          await alice.fill('input[name=notice]', 'general meeting at noon');
          await alice.press('input[name=notice]', 'Enter');
          await bob.waitForSelector('[data-testid=chat-log] >> text=general meeting at noon');
          await alice.waitForSelector('[data-testid=chat-log] >> text=general meeting at noon');
          await say(carol, 'still quiet here');
          expect(await carol.textContent('[data-testid=chat-log]')).not.toContain('general meeting at noon');

          await browser.shoot(alice, '08-chat-alice');
          await browser.shoot(bob, '09-chat-bob');
          await browser.shoot(carol, '10-chat-carol-other-room');

          // Leaving the page closes the socket; the gateway tells the room through RoomManager.
          await bob.close();
          await alice.waitForSelector('[data-testid=chat-log] >> text=Bob left');
          await Promise.all([alice.close(), carol.close()]);
        },
        TIMEOUT,
      );

      test('the server restarts and the tab reconnects on its own, back in its room', async () => {
        const page = await joinChat('Dana', 'general');
        const status = () => page.textContent('[data-testid=chat-status]');
        await app.restart(async () => {
          // The server closed the socket with 1001 on its way down: the client retries with backoff.
          await page.waitForSelector('[data-testid=chat-status][data-state=reconnecting]');
          expect(await status()).toContain('Reconnecting (1001: Server shutting down)');
        });
        await page.waitForSelector('[data-testid=chat-status][data-state=open]');
        expect(await status()).toBe('Reconnected to general');
        // A new connection, joined to the room again by the gateway: the echo comes back on it.
        await say(page, 'back after a restart');
        await browser.shoot(page, '11-chat-reconnected');
        await page.close();
      }, 60_000);

      test(
        'a page without a token is closed with 4001 and shows it',
        async () => {
          const page = await openAt('/chat');
          await page.click('[data-testid=connect]');
          await page.waitForSelector('[data-testid=chat-status][data-state=closed]');
          expect(await page.getAttribute('[data-testid=chat-status]', 'data-code')).toBe('4001');
          expect(await page.textContent('[data-testid=chat-status]')).toContain('Closed 4001');
          // 4001 is final: the client says it stays closed (any other code would show "Reconnecting").
          await browser.shoot(page, '12-chat-4001');
          await page.close();
        },
        TIMEOUT,
      );
    });

    describe('what the fallback must not swallow', () => {
      test(
        'GET /api/nope is JSON 404, not the index page',
        async () => {
          const page = await browser.open();
          const response = await page.goto('/api/nope');
          expect(response?.status()).toBe(404);
          expect(response?.headers()['content-type']).toContain('application/json');
          expect(await response?.json()).toMatchObject({ statusCode: 404 });
          await browser.shoot(page, '13-api-404');
          await page.close();
        },
        TIMEOUT,
      );

      test(
        '/assets/missing.js is 404',
        async () => {
          const page = await browser.open();
          const response = await page.goto('/assets/missing.js');
          expect(response?.status()).toBe(404);
          expect(await response?.text()).not.toContain('id="app"');
          await page.close();
        },
        TIMEOUT,
      );
    });
  });
}

test(
  'the web project type-checks against the freshly generated contract',
  () => {
    // beforeAll regenerated web/src/generated/app.ts from the API; the expect-error lines of
    // src/contract.check.ts fail this compile if a wrong call ever type-checks.
    const result = spawnSync('node', [tsc, '--noEmit', '-p', webDir], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  },
  TIMEOUT,
);
