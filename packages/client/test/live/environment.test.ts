// Client() in a child process, as an API is really run: NODE_ENV=production generates nothing and
// never loads the TypeScript compiler; in development the contract is written where the spec says
// (a relative `output` against the directory the API runs from) and stop() releases the watcher.
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createLiveProject, LIVE_FIXTURES, readText } from './live-project.ts';

setDefaultTimeout(60_000);

const project = createLiveProject();
afterAll(project.remove);

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** The child's last line: the answer to GET /ping and whether `typescript` was loaded. */
  readonly result: { answer: string; typescript: boolean } | undefined;
}

function serve(cwd: string, env: string, options: object): Run {
  const child = spawnSync(process.execPath, ['--no-install', path.join(LIVE_FIXTURES, 'serve.ts')], {
    cwd,
    encoding: 'utf8',
    // A child that does not exit on its own has left a watcher open: the timeout turns that into a failure.
    timeout: 30_000,
    env: { ...process.env, NODE_ENV: env, CLIENT_OPTIONS: JSON.stringify(options) },
  });
  const last = child.stdout.trim().split('\n').at(-1) ?? '';
  return {
    status: child.status,
    stdout: child.stdout,
    stderr: child.stderr,
    result: last.startsWith('{') ? JSON.parse(last) : undefined,
  };
}

describe('Client() in a running API', () => {
  test('NODE_ENV=production: serves, writes nothing, prints nothing and never loads typescript', () => {
    const run = serve(project.dir, 'production', { root: 'api', output: 'web/app.ts' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.result).toEqual({ answer: 'pong', typescript: false });
    expect(run.stdout).not.toContain('@fw/client');
    expect(existsSync(path.join(project.dir, 'web/app.ts'))).toBe(false);
  });

  test('development: a relative output resolves against the current directory, not the API root', () => {
    const run = serve(project.dir, 'development', { root: 'api', output: 'web/app.ts' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    // The same probe sees the compiler here, so its `false` above is not a blind spot.
    expect(run.result).toEqual({ answer: 'pong', typescript: true });
    expect(run.stdout).toMatch(/^@fw\/client: wrote web\/app\.ts: 1 route, 1 type, \d+ ms\n/);
    expect(readText(path.join(project.dir, 'web/app.ts'))).toContain("list: '/api/users',");
    expect(existsSync(path.join(project.api, 'web'))).toBe(false);
  });

  test('without options the API root is the current directory and the contract goes to src/generated/app.ts', () => {
    const run = serve(project.api, 'development', {});
    expect(run.status).toBe(0);
    expect(run.result?.answer).toBe('pong');
    expect(run.stdout).toMatch(/^@fw\/client: wrote src\/generated\/app\.ts: 1 route,/);
    expect(readText(path.join(project.api, 'src/generated/app.ts'))).toContain('export type App');
  });
});
