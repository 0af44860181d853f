import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { round } from '../../lib/stats.ts';
import { figure } from '../figures.ts';
import { readMemory } from '../proc-status.ts';
import { LOOPBACK } from '../raw-http.ts';
import { soakRequests } from '../requests.ts';
import { requireOpenFiles, startSoakServer, type Scenario } from '../scenario.ts';
import { sleep, type Scope } from '../scope.ts';

const MIB = 1024 * 1024;
const SAMPLE_MS = 250;

/**
 * Scenario static: a file of `config.static.megabytes` MiB served by @fw/static, once with `alwaysStatic:
 * true` and once with `false`, each in a new server. `downloads` sockets send `GET /big.bin` and never
 * read; the server's RSS is sampled for `settleMs`. The rise is the peak during the stall over the RSS
 * the server had once started (which, with `alwaysStatic`, already holds the file).
 */
export const staticStalled: Scenario = async (scope, config, figures) => {
  const { megabytes, downloads, settleMs } = config.static;
  requireOpenFiles(downloads + 100);
  const root = makeSite(scope, megabytes);
  for (const alwaysStatic of [true, false]) {
    const mode = `alwaysStatic ${alwaysStatic}`;
    const server = await startSoakServer(scope, 'static-app.ts', { ROOT: root, ALWAYS_STATIC: String(alwaysStatic) });
    const { path, method, status } = soakRequests.bigFile;
    const head = await fetch(`${server.url}${path}`, { method });
    if (head.status !== status || Number(head.headers.get('content-length')) !== megabytes * MIB) {
      throw new Error(`${mode}: HEAD /big.bin answered ${head.status}, length ${head.headers.get('content-length')}`);
    }
    const started = readMemory(server.pid)?.rssMib ?? Number.NaN;
    const sockets = await stall(scope, server.port, downloads);
    let peak = started;
    for (let waited = 0; waited < settleMs; waited += SAMPLE_MS) {
      await sleep(SAMPLE_MS, scope.signal);
      peak = Math.max(peak, readMemory(server.pid)?.rssMib ?? Number.NaN);
    }
    figures.push(
      figure(`${mode}: RSS once started`, round(started, 1), 'MiB'),
      figure(`${mode}: RSS peak while ${sockets.length} downloads stall`, round(peak, 1), 'MiB'),
      figure(`${mode}: rise`, round(peak - started, 1), 'MiB'),
      figure(`${mode}: VmHWM`, round(readMemory(server.pid)?.peakMib ?? Number.NaN, 1), 'MiB'),
    );
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => {
      server.child.once('exit', resolve);
      server.child.kill('SIGKILL');
    });
  }
};

/** A temp dir with index.html and big.bin (random bytes, so nothing can share or compress them); removed on close. */
function makeSite(scope: Scope, megabytes: number): string {
  const root = mkdtempSync(join(tmpdir(), 'fw-soak-static-'));
  scope.defer(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>soak</title>');
  const file = openSync(join(root, 'big.bin'), 'w');
  try {
    for (let written = 0; written < megabytes; written++) writeSync(file, randomBytes(MIB));
  } finally {
    closeSync(file);
  }
  return root;
}

/** Sockets that send the GET and never read, so the answer waits in the server. */
function stall(scope: Scope, port: number, count: number): Promise<Socket[]> {
  const sockets = Array.from({ length: count }, () => {
    return new Promise<Socket>((resolve, reject) => {
      const socket = connect(port, LOOPBACK);
      scope.defer(() => socket.destroy());
      socket.once('error', reject);
      socket.once('connect', () => {
        socket.pause();
        socket.write(`GET /big.bin HTTP/1.1\r\nHost: ${LOOPBACK}\r\n\r\n`);
        resolve(socket);
      });
    });
  });
  return Promise.all(sockets);
}
