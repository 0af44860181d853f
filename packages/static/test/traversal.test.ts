import { expect, test } from 'bun:test';
import type { RawResponse } from './raw-http.ts';
import { APP_JS, SECRET } from './build-dist.ts';
import { describeEveryMode } from './every-mode.ts';
import { rawRequest } from './raw-http.ts';

/**
 * Each vector is sent byte for byte over a socket (fetch would resolve `..` and re-encode). The SPA
 * fallback is on and every request accepts HTML, so a rejected path cannot hide behind a 404 that the
 * fallback would have turned into a page; targets carry an extension (decoded once) so the fallback
 * never applies.
 */
describeEveryMode('path traversal', { spa: true }, (served) => {
  const send = (target: string) => rawRequest(served.port, target, { accept: 'text/html' });
  const expectRefused = (response: RawResponse) => {
    expect(response.status).toBe(404);
    expect(response.body).not.toContain(SECRET);
    expect(response.headers['content-type']).toContain('application/json');
  };

  test('the raw client reaches files (control)', async () => {
    const response = await send(`/${APP_JS}`);
    expect(response.status).toBe(200);
    expect(response.body).toContain('console.log');
  });

  test('..: dot-dot segments never leave the root', async () => {
    for (const target of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/../../../../etc/hostname.txt',
      '/../root-secret/key.txt',
    ]) {
      expectRefused(await send(target));
    }
  });

  test('..: a path outside the root without an extension is a client-side route, never the outside file', async () => {
    const response = await send('/../../../../etc/passwd');
    expect(response.body).toContain('INDEX');
    expect(response.body).not.toContain('root:');
  });

  test('%2e%2e: encoded dot-dot segments never leave the root', async () => {
    for (const target of [
      '/%2e%2e/secret.txt',
      '/assets/%2E%2E/%2e%2e/secret.txt',
      '/.%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
    ]) {
      expectRefused(await send(target));
    }
  });

  test('%2F: an encoded slash is refused, even where the decoded path is a real file', async () => {
    for (const target of [`/assets%2F${APP_JS.slice('assets/'.length)}`, '/..%2Fsecret.txt', '/..%2fsecret.txt']) {
      expectRefused(await send(target));
    }
  });

  test('%5C: an encoded backslash is refused', async () => {
    for (const target of [`/assets%5C${APP_JS.slice('assets/'.length)}`, '/..%5Csecret.txt', '/..%5c..%5csecret.txt']) {
      expectRefused(await send(target));
    }
  });

  test('a raw backslash never leaves the root', async () => {
    for (const target of ['/..\\secret.txt', '/assets\\..\\..\\secret.txt']) expectRefused(await send(target));
  });

  test('//: empty segments are refused', async () => {
    for (const target of [
      `//${APP_JS}`,
      `/assets//${APP_JS.slice('assets/'.length)}`,
      '//secret.txt',
      '//evil.example/x.js',
    ]) {
      expectRefused(await send(target));
    }
  });

  test('NUL: an encoded NUL byte is refused', async () => {
    for (const target of ['/index.html%00.js', '/robots.txt%00', `/${APP_JS}%00.txt`])
      expectRefused(await send(target));
  });

  test('double encoding is refused', async () => {
    for (const target of ['/%252e%252e/secret.txt', '/assets%252F..%252F..%252Fsecret.txt']) {
      expectRefused(await send(target));
    }
    // Decoded once, it has no extension: a client-side route, answered with the page, never the file.
    const page = await send('/robots%252Etxt');
    expect([page.status, page.body]).toEqual([200, expect.stringContaining('INDEX')]);
    expect(page.body).not.toContain('User-agent');
  });

  test('another spelling of an unreserved character is refused (one path, one spelling)', async () => {
    for (const target of [`/%61ssets/${APP_JS.slice('assets/'.length)}`, '/robots%2Etxt', '/robots%2etxt']) {
      expectRefused(await send(target));
    }
  });

  test('a symlink out of the root is refused', async () => {
    expectRefused(await send('/escape.txt'));
  });

  test('a sibling directory whose name starts with the root name is refused (root + sep)', async () => {
    expectRefused(await send('/escape-dir/key.txt'));
  });

  test('dotfiles are hidden, directly and through a symlink', async () => {
    for (const target of ['/.env', '/.git/config', '/env-link.txt', '/%2eenv']) expectRefused(await send(target));
  });

  test('no directory listing and no redirect for a directory without a slash', async () => {
    for (const target of ['/assets/', '/assets', '/media/', '/media']) {
      const response = await send(target);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).not.toContain('style-');
      expect(response.body).not.toContain('clip.mp4');
    }
  });
});
