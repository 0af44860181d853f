import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import type { StaticOptions } from '../src/index.ts';

const folder = join(import.meta.dir, 'child');

/** A static server in a child process (cwd: its folder), so its RSS is its own. */
export interface ChildServer {
  readonly pid: number;
  readonly port: number;
  /** Resident memory in bytes, from `/proc/<pid>/status` (VmRSS). */
  readRss(): number;
  stop(): Promise<void>;
}

export async function startChildServer(options: StaticOptions): Promise<ChildServer> {
  const command = [process.execPath, 'serve-dist.ts', JSON.stringify(options)];
  const child = Bun.spawn(command, { cwd: folder, stdout: 'pipe', stderr: 'pipe' });
  let out = '';
  for await (const chunk of child.stdout.pipeThrough(new TextDecoderStream())) {
    out += chunk;
    if (/ready \d+/.test(out)) break;
  }
  const port = Number(/ready (\d+)/.exec(out)?.[1]);
  if (!port) throw new Error(`the child server did not start: ${out}${await new Response(child.stderr).text()}`);
  return {
    pid: child.pid,
    port,
    readRss: () => readRss(child.pid),
    stop: async () => {
      child.kill();
      await child.exited;
    },
  };
}

function readRss(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kilobytes === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/**
 * Opens `count` raw connections that each send one GET and never read the answer: downloads stalled by
 * the client, the server's send buffers full.
 */
export function openStalledDownloads(port: number, path: string, count: number, headers: Record<string, string> = {}) {
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
  return Array.from({ length: count }, () => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\n${lines.join('')}\r\n`));
    socket.pause();
    return socket;
  });
}

/** The status line each stalled connection gets once it reads: proof the downloads were under way. */
export function readStatusLines(sockets: readonly Socket[]): Promise<string[]> {
  return Promise.all(
    sockets.map(
      (socket) =>
        new Promise<string>((resolve, reject) => {
          socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1').split('\r\n')[0] ?? ''));
          socket.once('error', reject);
          socket.resume();
        }),
    ),
  );
}

/** The highest RSS seen over `samples` readings `intervalMs` apart: the peak while the downloads stall. */
export async function readPeakRss(server: ChildServer, samples = 15, intervalMs = 100): Promise<number> {
  let peak = 0;
  for (let i = 0; i < samples; i++) {
    peak = Math.max(peak, server.readRss());
    await Bun.sleep(intervalMs);
  }
  return peak;
}
