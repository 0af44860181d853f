// The fullstack template's dev.mjs, stopped by a signal sent to it alone (a process manager, `kill -INT <pid>`),
// stops its two halves: no process left by PID, both ports free. Stand-ins replace Bun and Vite so the test
// owns its ports; each runs as `npm run` → sh → node, the chain dev.mjs starts.
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { createTempDirs } from './support/files.ts';
import { TEMPLATES } from './support/paths.ts';

setDefaultTimeout(60_000);

const STAND_IN = `import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
const server = createServer((request, response) => response.end(process.argv[2]));
server.listen(0, '127.0.0.1', () => {
  writeFileSync(process.argv[2] + '.json', JSON.stringify({ pid: process.pid, port: server.address().port }));
});
`;

const temp = createTempDirs();
afterAll(() => temp.cleanUp());

function makeProject(): string {
  const dir = temp.make('fw-dev-signals-');
  copyFileSync(path.join(TEMPLATES, 'shared/dev/dev.mjs'), path.join(dir, 'dev.mjs'));
  writeFileSync(path.join(dir, 'stand-in.mjs'), STAND_IN);
  // `; true` keeps sh between npm and node, as for a script sh does not exec directly.
  const scripts = { 'dev:api': 'node stand-in.mjs api; true', 'dev:web': 'node stand-in.mjs web; true' };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'dev-signals', private: true, scripts }));
  return dir;
}

async function until<T>(read: () => T | undefined, what: string, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.destroy() !== undefined));
    socket.once('error', () => resolve(false));
  });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  test(`${signal} to node dev.mjs alone stops both halves: their PIDs gone, their ports free`, async () => {
    const dir = makeProject();
    const dev = spawn('node', ['dev.mjs'], { cwd: dir, stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => dev.once('exit', (code) => resolve(code)));
    const halves = await Promise.all(
      ['api', 'web'].map((name) =>
        until(() => {
          const file = path.join(dir, `${name}.json`);
          return existsSync(file) && readFileSync(file, 'utf8') ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
        }, `${name} to listen`),
      ),
    );
    for (const half of halves) expect(await accepts(half.port)).toBe(true);

    process.kill(dev.pid!, signal);
    try {
      const late = new Promise<string>((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000));
      expect(await Promise.race([exited, late])).toBe(0);
      await until(() => (halves.some((half) => alive(half.pid)) ? undefined : true), 'the halves to exit', 10_000);
    } finally {
      for (const pid of [dev.pid!, ...halves.map((half) => half.pid)]) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
    for (const half of halves) expect(await accepts(half.port)).toBe(false);
  });
}
