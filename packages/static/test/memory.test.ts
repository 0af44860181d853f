import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StaticOptions } from '../src/index.ts';
import type { ChildServer } from './child-server.ts';
import { openStalledDownloads, readPeakRss, readStatusLines, startChildServer } from './child-server.ts';

const MB = 1024 * 1024;
const BIG = 64 * MB;
// Every file in memory (Infinity does not survive the JSON that passes options to the child).
const ALL_IN_MEMORY = { maxMemoryFileSize: Number.MAX_SAFE_INTEGER };
let root = '';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'fw-static-memory-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><p>INDEX</p>');
  // Not all zeros, so no layer can keep it as a sparse or deduplicated page.
  writeFileSync(
    join(root, 'big.bin'),
    new Uint8Array(BIG).map((_, i) => i % 251),
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Options = Omit<StaticOptions, 'root'>;

async function withServer<T>(options: Options, use: (server: ChildServer) => Promise<T>): Promise<T> {
  const server = await startChildServer({ root, ...options });
  try {
    await (await fetch(`http://127.0.0.1:${server.port}/index.html`)).text();
    return await use(server);
  } finally {
    await server.stop();
  }
}

/** RSS growth of a server in its own process while `count` downloads of big.bin stall. */
function growthUnderStalledDownloads(options: Options, count: number, headers: Record<string, string> = {}) {
  return withServer(options, async (server) => {
    const before = server.readRss();
    const sockets = openStalledDownloads(server.port, '/big.bin', count, headers);
    const peak = await readPeakRss(server);
    expect(await readStatusLines(sockets)).toEqual(Array(count).fill('HTTP/1.1 200 OK'));
    for (const socket of sockets) socket.destroy();
    return peak - before;
  });
}

test('10 stalled downloads of a 64 MB file raise RSS by less than 128 MB (default options)', async () => {
  expect(await growthUnderStalledDownloads({}, 10)).toBeLessThan(128 * MB);
}, 30_000);

test('the same with the file in memory (maxMemoryFileSize above it): every response shares its bytes', async () => {
  expect(await growthUnderStalledDownloads(ALL_IN_MEMORY, 10)).toBeLessThan(128 * MB);
}, 30_000);

test('the same when the whole file goes out because its Range was ignored (several ranges)', async () => {
  expect(await growthUnderStalledDownloads({}, 10, { range: 'bytes=0-1,5-6' })).toBeLessThan(128 * MB);
}, 30_000);

test('a file above maxMemoryFileSize is not held in memory', async () => {
  const held = await withServer(ALL_IN_MEMORY, async (server) => server.readRss());
  const onDisk = await withServer({}, async (server) => server.readRss());
  expect(held - onDisk).toBeGreaterThan(BIG * 0.75);
}, 30_000);
