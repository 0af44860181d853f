// Client() under listen(0, { workers: 2 }), in a child process as an API is really run: every worker
// runs the plugin, and worker 1 alone writes the contract (and watches the sources).
import { afterAll, expect, setDefaultTimeout, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createLiveProject, LIVE_FIXTURES, readText } from './live-project.ts';

setDefaultTimeout(60_000);

const project = createLiveProject();
afterAll(project.remove);

test('with two workers the contract is generated once, by worker 1', () => {
  const child = spawnSync(process.execPath, ['--no-install', path.join(LIVE_FIXTURES, 'serve-workers.ts')], {
    cwd: project.dir,
    encoding: 'utf8',
    // A worker left running (a watcher open in one of them) keeps the output open: the timeout fails it.
    timeout: 30_000,
    env: { ...process.env, NODE_ENV: 'development' },
  });
  expect(child.stderr).toBe('');
  expect(child.status).toBe(0);
  const lines = child.stdout.trim().split('\n');
  const listening = lines.filter((line) => line.startsWith('worker '));
  expect(listening).toEqual(expect.arrayContaining(['worker 1 listens', 'worker 2 listens']));
  expect(lines.filter((line) => line.startsWith('@fw/client: '))).toEqual([
    expect.stringMatching(/^@fw\/client: wrote web\/app\.ts: 1 route, 1 type, \d+ ms$/),
  ]);
  expect(lines.slice(-2)).toEqual([expect.stringMatching(/^listening \d+$/), 'stopped']);
  expect(readText(path.join(project.dir, 'web/app.ts'))).toContain("list: '/api/users',");
});
