import { expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNode } from './node.ts';
import { readCpuSeconds, readTreeCpuSeconds, startCommand, startServer, stopServers } from './server.ts';

test('aborting the signal kills a server that never got ready, and the start rejects', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'fw-bench-server-'));
  try {
    const pidFile = join(dir, 'pid');
    const script = join(dir, 'hang.ts');
    const writePid = `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));`;
    writeFileSync(script, `${writePid}\nsetInterval(() => {}, 1000);\n`);
    const controller = new AbortController();
    const starting = startServer('hang', script, {}, [], controller.signal);
    for (let tries = 0; tries < 500 && !existsSync(pidFile); tries++) await Bun.sleep(10);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    controller.abort();
    await expect(starting).rejects.toThrow();
    for (let tries = 0; tries < 500 && existsSync(`/proc/${pid}`); tries++) await Bun.sleep(10);
    expect(existsSync(`/proc/${pid}`)).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the CPU of a process tree counts its children, as the workers of one server', async () => {
  // Busy until it has used 0.2 s of CPU, however long a loaded machine takes to give it that.
  const busyChild = 'while (process.cpuUsage().user < 200_000); setInterval(() => {}, 1000);';
  const spawnChild = `Bun.spawn([process.execPath, '-e', ${JSON.stringify(busyChild)}])`;
  const parentCode = `console.log(${spawnChild}.pid); setInterval(() => {}, 1000);`;
  const parent = Bun.spawn([process.execPath, '-e', parentCode], { stdout: 'pipe' });
  try {
    const reader = parent.stdout.getReader();
    const child = Number(new TextDecoder().decode((await reader.read()).value).trim());
    for (let tries = 0; tries < 300 && readCpuSeconds(child) <= 0.1; tries++) await Bun.sleep(50);
    const [childSeconds, ownSeconds] = [readCpuSeconds(child), readCpuSeconds(parent.pid)];
    expect(childSeconds).toBeGreaterThan(0.1);
    expect(readTreeCpuSeconds(parent.pid)).toBeGreaterThanOrEqual(ownSeconds + childSeconds);
    process.kill(child);
  } finally {
    parent.kill();
  }
});

test('a command printing `ready <port>` is a server; stopServers ends the running ones and waits', async () => {
  const running = await startCommand('node', [
    findNode(),
    '-e',
    "console.log('ready 4321'); setInterval(() => {}, 1000);",
  ]);
  const exited = await startCommand('exited', [findNode(), '-e', "console.log('ready 1234');"]);
  for (let tries = 0; tries < 500 && exited.child.exitCode === null; tries++) await Bun.sleep(10);
  expect([running.port, exited.port, exited.child.exitCode]).toEqual([4321, 1234, 0]);
  expect(readFileSync(`/proc/${running.pid}/cmdline`, 'utf8')).toStartWith(findNode());
  await stopServers([running, exited]);
  expect([running.child.signalCode, existsSync(`/proc/${running.pid}`)]).toEqual(['SIGTERM', false]);
});
