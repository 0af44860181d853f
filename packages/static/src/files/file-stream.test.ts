import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streamFile } from './file-stream.ts';

const base = mkdtempSync(join(tmpdir(), 'fw-static-stream-'));
const path = join(base, 'clip.bin');
const bytes = new Uint8Array(600 * 1024).map((_, i) => i % 251);
writeFileSync(path, bytes);
afterAll(() => rmSync(base, { recursive: true, force: true }));

const openFiles = () => readdirSync('/proc/self/fd').length;

test('the file arrives whole, a chunk at a time, and its handle is closed at the end', async () => {
  const before = openFiles();
  const chunks: Uint8Array[] = [];
  for await (const chunk of streamFile(path, bytes.byteLength)) chunks.push(chunk);
  expect(chunks.length).toBeGreaterThan(1);
  expect(new Uint8Array(Buffer.concat(chunks))).toEqual(bytes);
  expect(openFiles()).toBe(before);
});

test('an empty file is an empty stream', async () => {
  expect(await new Response(streamFile(path, 0)).bytes()).toEqual(new Uint8Array(0));
});

test('a file shorter than the promised size errors the stream, naming the file, and closes its handle', async () => {
  const before = openFiles();
  const response = new Response(streamFile(path, bytes.byteLength + 10));
  const message = `@fw/static: "${path}" has fewer than the ${bytes.byteLength + 10} bytes`;
  await expect(response.bytes()).rejects.toThrow(message);
  expect(openFiles()).toBe(before);
});

test('a cancelled stream (the client went away) closes its handle', async () => {
  const before = openFiles();
  const reader = streamFile(path, bytes.byteLength).getReader();
  await reader.read();
  expect(openFiles()).toBe(before + 1);
  await reader.cancel();
  expect(openFiles()).toBe(before);
});

test('from an offset: `size` bytes from `start`, across chunks', async () => {
  const start = 300 * 1024 - 7;
  const size = 260 * 1024;
  const body = await new Response(streamFile(path, size, start)).bytes();
  expect(body).toEqual(bytes.subarray(start, start + size));
});

test('from an offset past what the file still holds: the stream errors, naming the bytes promised', async () => {
  const response = new Response(streamFile(path, 100, bytes.byteLength - 10));
  await expect(response.bytes()).rejects.toThrow(`fewer than the ${bytes.byteLength + 90} bytes`);
});
