import { afterEach, beforeAll, expect, test } from 'bun:test';
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { RunningApp } from '../../core/test/runtimes/runtime-process.ts';
import { RUNTIMES } from '../../core/test/runtimes/runtime-process.ts';
import type { StaticOptions } from '../src/index.ts';
import type { BuiltDist } from './build-dist.ts';
import { APP_JS, buildDist } from './build-dist.ts';
import { buildServedForNode, startServed, stopServed } from './every-mode.ts';

// A reproducible build (SOURCE_DATE_EPOCH, Nix) fixes every mtime, and Vite's hashed names have a fixed
// length, so a new index.html can have the old one's size and mtime with other bytes.
const FIXED_MTIME = new Date('2024-01-01T00:00:00Z');
const page = (hash: string) => `<!doctype html><script type="module" src="/assets/index-${hash}.js"></script>`;
const OLD_PAGE = page('BK4tQJYq');
const NEW_PAGE = page('Zz9xW1vA');

let dist: BuiltDist | undefined;
let app: RunningApp | undefined;

beforeAll(buildServedForNode, 180_000);
afterEach(async () => {
  await stopServed(app);
  app = undefined;
  dist?.remove();
});

/** Writes a "build" of index.html (and a precompressed script) with the fixed mtime. */
function build(root: string, html: string, script: string): void {
  const files: Record<string, Uint8Array> = {
    'index.html': new TextEncoder().encode(html),
    [APP_JS]: new TextEncoder().encode(script),
    [`${APP_JS}.br`]: brotliCompressSync(script),
  };
  for (const [path, bytes] of Object.entries(files)) {
    writeFileSync(join(root, path), bytes);
    utimesSync(join(root, path), FIXED_MTIME, FIXED_MTIME);
  }
}

interface Seen {
  readonly etag: string;
  readonly lastModified: string;
}

async function see(path: string, init: RequestInit = {}): Promise<Seen & { status: number; body: string }> {
  const response = await fetch(new URL(path, app?.url), { decompress: false, ...init });
  const body = response.status === 200 ? new TextDecoder().decode(await response.bytes()) : await response.text();
  return {
    status: response.status,
    etag: response.headers.get('etag') ?? '',
    lastModified: response.headers.get('last-modified') ?? '',
    body,
  };
}

/** What a browser sends to revalidate what it stored: both validators (RFC 9110 §13.2.2 makes the ETag decide). */
const revalidating = (seen: Seen, headers: Record<string, string> = {}): RequestInit => ({
  headers: { 'if-none-match': seen.etag, 'if-modified-since': seen.lastModified, ...headers },
});

const CASES: readonly { name: string; path: string; headers: Record<string, string> }[] = [
  { name: 'index.html (a native route from memory)', path: '/', headers: {} },
  { name: 'the SPA fallback', path: '/users', headers: { accept: 'text/html' } },
  { name: 'a precompressed representation', path: `/${APP_JS}`, headers: { 'accept-encoding': 'br' } },
];

const MODES: readonly Pick<StaticOptions, 'alwaysStatic' | 'maxMemoryFileSize'>[] = [
  { alwaysStatic: true },
  { alwaysStatic: true, maxMemoryFileSize: 0 },
  { alwaysStatic: false },
];

for (const runtime of RUNTIMES) {
  for (const mode of MODES) {
    const fromMemory = mode.alwaysStatic && mode.maxMemoryFileSize === undefined;
    for (const { name, path, headers } of CASES) {
      test(`on ${runtime.name}, ${name}, ${JSON.stringify(mode)}: a rebuild of the same size and mtime gets a new ETag`, async () => {
        dist = buildDist();
        build(dist.root, OLD_PAGE, 'export const v = 1;');
        app = await startServed(runtime, { root: dist.root, ...mode, spa: true });
        const before = await see(path, { headers });
        expect(before.status).toBe(200);
        if (path === `/${APP_JS}`) expect(before.etag).toEndWith('-br"');
        expect((await see(path, revalidating(before, headers))).status).toBe(304);

        // The kernel stamps ctime at a coarse tick; a real deploy comes seconds later.
        await Bun.sleep(20);
        build(dist.root, NEW_PAGE, 'export const v = 2;');
        if (fromMemory) {
          // Files in memory are read at create(): a deploy is a restart. Files on disk are read per request.
          await stopServed(app);
          app = await startServed(runtime, { root: dist.root, ...mode, spa: true });
        }
        const after = await see(path, { headers });
        expect(after.lastModified).toBe(before.lastModified);
        expect(after.etag).not.toBe(before.etag);
        const stale = await see(path, revalidating(before, headers));
        expect(stale.status).toBe(200);
        expect(stale.etag).toBe(after.etag);
        expect(stale.body).toBe(after.body);
        if (path !== `/${APP_JS}`) expect(stale.body).toBe(NEW_PAGE);
        expect((await see(path, revalidating(after, headers))).status).toBe(304);
      });
    }
  }
}
