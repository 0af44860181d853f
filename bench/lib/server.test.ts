import { expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server.ts';

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
