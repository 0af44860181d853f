import { expect, test } from 'bun:test';
import { join } from 'node:path';
import { overrideFrames } from './fixtures/override.ts';

const fixture = join(import.meta.dir, 'fixtures', 'stage3');
const root = join(import.meta.dir, '..', '..', '..');

/** Bun takes the decorator form from the tsconfig.json of its working directory, so the fixture runs as a child. */
async function run(command: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const child = Bun.spawn(command, { cwd: fixture, stdout: 'pipe', stderr: 'pipe' });
  const [stdout, stderr, code] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  return { code, stdout, stderr };
}

test('the gateway decorators work and type-check in the TC39 Stage 3 form', async () => {
  const [app, types] = await Promise.all([
    run([process.execPath, 'app.ts']),
    run([process.execPath, join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', '.']),
  ]);
  expect(app.stderr).toBe('');
  expect(app.code).toBe(0);
  expect(JSON.parse(app.stdout)).toEqual({
    forms: ['stage3', 'stage3'],
    refused: 'refused',
    frames: [
      { event: 'welcome', data: { namespace: '/stage3', user: 'bob', greeting: 'hello from a service' } },
      { event: 'echo', data: 42 },
      { event: 'second' },
      { event: 'raw', data: 26 },
      { event: 'error', data: 'stage 3 boom' },
      { event: 'raw', data: 16 },
      { event: 'raw', data: 35 },
      { event: 'double', data: 42, ack: 1 },
    ],
    closes: [{ code: 3000, reason: 'bye' }],
    overrides: overrideFrames,
  });
  expect(types.stdout + types.stderr).toBe('');
  expect(types.code).toBe(0);
}, 30_000);
