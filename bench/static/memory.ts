/**
 * bench/static/memory: what @fw/static costs in memory, and what sending a file from disk costs in CPU,
 * the figures `maxMemoryFileSize` is chosen from. Every server runs in its own process (pinned to the
 * server CPU when taskset exists), so its RSS (VmRSS) is its own.
 *
 *   npm run bench:static-memory    # BENCH_SIZES_MB=1,16,64,200 BENCH_DOWNLOADS=1,10,20 BENCH_CPU_PAIRS=3,
 *                                  # BENCH_CPU_SIZES_KB=64,...,16384; an empty list skips that part
 *
 * 1. RSS growth while N downloads of one file stall (raw sockets that send a GET and never read), per mode.
 * 2. RSS after start with that file, and with a build of 2,048 files of 16 KiB (Bun's native routes), per
 *    mode: the memory the index holds.
 * 3. Server CPU per download of a file served from memory and from disk, by size (A/B pairs, medians).
 *
 * Writes bench/results/static-memory.json.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeResults } from '../lib/results.ts';
import { readCpuSeconds, startServer, type Server } from '../lib/server.ts';
import { median, round } from '../lib/stats.ts';

const MB = 1024 * 1024;
const list = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').filter(Boolean).map(Number);
const sizesMb = list('BENCH_SIZES_MB', '1,16,64,200');
const downloads = list('BENCH_DOWNLOADS', '1,10,20');
const cpuSizesKb = list('BENCH_CPU_SIZES_KB', '64,256,512,1024,2048,4096,8192,16384');
const cpuPairs = Number(process.env.BENCH_CPU_PAIRS ?? 3);
const script = join(import.meta.dir, 'servers', 'fw-options.ts');
const MODES: Readonly<Record<string, object>> = {
  memory: { maxMemoryFileSize: Number.MAX_SAFE_INTEGER },
  default: {},
  disk: { maxMemoryFileSize: 0 },
  perRequest: { alwaysStatic: false },
};

const base = mkdtempSync(join(tmpdir(), 'fw-bench-static-memory-'));
try {
  const stalled = [];
  for (const sizeMb of sizesMb) {
    const root = writeBuild(`stall-${sizeMb}`, sizeMb * MB);
    for (const [mode, options] of Object.entries(MODES)) {
      for (const count of downloads) {
        stalled.push({ sizeMb, mode, downloads: count, ...(await measureStall(root, options, count)) });
      }
    }
  }
  const smallFiles = writeSmallFiles(2048, 16 * 1024);
  const held = [];
  for (const [mode, options] of Object.entries(MODES)) {
    held.push({ mode, ...(await measureStall(smallFiles, options, 0)) });
  }
  const cpu = [];
  for (const sizeKb of cpuSizesKb) {
    cpu.push({ sizeKb, ...(await measureCpu(writeBuild(`cpu-${sizeKb}`, sizeKb * 1024))) });
  }
  const command = 'npm run bench:static-memory';
  writeResults('static-memory', { date: new Date().toISOString(), bun: Bun.version, command, stalled, held, cpu });
  printTables(stalled, held, cpu);
} finally {
  rmSync(base, { recursive: true, force: true });
}

/** A build of index.html and file.bin (`size` bytes, not zeros, so no page is shared or sparse). */
function writeBuild(name: string, size: number): string {
  const root = join(base, name);
  mkdirSync(root);
  writeFileSync(join(root, 'index.html'), '<!doctype html><p>INDEX</p>');
  writeFileSync(
    join(root, 'file.bin'),
    new Uint8Array(size).map((_, i) => i % 251),
  );
  return root;
}

/** A build of `count` files of `size` bytes each (distinct bytes, so none is shared) and index.html. */
function writeSmallFiles(count: number, size: number): string {
  const root = join(base, 'small-files');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><p>INDEX</p>');
  for (let i = 0; i < count; i++) {
    writeFileSync(
      join(root, 'assets', `${i}.js`),
      new Uint8Array(size).map((_, j) => (i + j) % 251),
    );
  }
  return root;
}

async function start(root: string, options: object): Promise<Server | null> {
  try {
    return await startServer('fw', script, { STATIC_OPTIONS: JSON.stringify({ root, ...options }) });
  } catch {
    return null; // an option this version of @fw/static does not know
  }
}

function readRssMb(pid: number): number {
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
}

async function measureStall(root: string, options: object, count: number) {
  const server = await start(root, options);
  if (server === null) return { startRssMb: null, growthMb: null };
  try {
    await (await fetch(`${server.url}/index.html`)).text();
    const startRssMb = readRssMb(server.pid);
    const sockets = Array.from({ length: count }, () => stall(server.port));
    let peak = startRssMb;
    for (let i = 0; i < 30; i++, await Bun.sleep(100)) peak = Math.max(peak, readRssMb(server.pid));
    for (const socket of sockets) socket.destroy();
    return { startRssMb: round(startRssMb, 1), growthMb: round(peak - startRssMb, 1) };
  } finally {
    server.child.kill();
  }
}

function stall(port: number): Socket {
  const socket = connect(port, '127.0.0.1', () => socket.write('GET /file.bin HTTP/1.1\r\nhost: localhost\r\n\r\n'));
  socket.pause();
  return socket;
}

/** Server CPU µs per download of file.bin from memory and from disk, in A/B pairs (order alternating). */
async function measureCpu(root: string) {
  const memory = await start(root, MODES.memory);
  const disk = await start(root, MODES.disk);
  if (memory === null || disk === null) throw new Error('this @fw/static has no maxMemoryFileSize');
  try {
    const samples = { memory: [] as number[], disk: [] as number[] };
    for (let pair = 0; pair < cpuPairs; pair++) {
      const order = pair % 2 === 0 ? (['memory', 'disk'] as const) : (['disk', 'memory'] as const);
      for (const mode of order) samples[mode].push(await cpuPerDownload(mode === 'memory' ? memory : disk));
    }
    const memoryUs = median(samples.memory);
    const diskUs = median(samples.disk);
    return { memoryUs: round(memoryUs, 1), diskUs: round(diskUs, 1), diskOverMemory: round(diskUs / memoryUs, 2) };
  } finally {
    memory.child.kill();
    disk.child.kill();
  }
}

/** About 1 GB of downloads over 8 connections (at least 32, at most 20,000): server CPU µs per download. */
async function cpuPerDownload(server: Server): Promise<number> {
  const head = await fetch(`${server.url}/file.bin`, { method: 'HEAD' });
  const length = Number(head.headers.get('content-length'));
  const total = Math.min(20_000, Math.max(32, Math.round((1024 * MB) / length)));
  let left = total;
  const before = readCpuSeconds(server.pid);
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (left-- > 0) await (await fetch(`${server.url}/file.bin`)).arrayBuffer();
    }),
  );
  return ((readCpuSeconds(server.pid) - before) * 1e6) / total;
}

type Rows = readonly Record<string, unknown>[];

function printTables(stalled: Rows, held: Rows, cpu: Rows): void {
  console.log('| file MB | mode | stalled downloads | RSS at start MB | RSS growth MB |\n|---|---|---|---|---|');
  for (const r of stalled) {
    console.log(`| ${r.sizeMb} | ${r.mode} | ${r.downloads} | ${r.startRssMb ?? 'n/a'} | ${r.growthMb ?? 'n/a'} |`);
  }
  console.log('\n| 2,048 files of 16 KiB: mode | RSS at start MB |\n|---|---|');
  for (const r of held) console.log(`| ${r.mode} | ${r.startRssMb ?? 'n/a'} |`);
  console.log('\n| file KiB | server CPU µs per download, memory | from disk | disk / memory |\n|---|---|---|---|');
  for (const r of cpu) console.log(`| ${r.sizeKb} | ${r.memoryUs} | ${r.diskUs} | ${r.diskOverMemory} |`);
}
