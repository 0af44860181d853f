// The install step, with stand-ins for npm and pnpm on PATH that record where and how they ran.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCreateFw, runCli } from './support/cli.ts';
import { createTempDirs } from './support/files.ts';

// Each case starts Node, and the first builds dist/: seconds, not milliseconds, on a busy 2-core machine.
setDefaultTimeout(60_000);

const temp = createTempDirs();
const version = JSON.parse(readFileSync(path.join(import.meta.dir, '../package.json'), 'utf8')).version;
beforeAll(buildCreateFw);
afterAll(() => temp.cleanUp());

/** A PATH whose `npm` and `pnpm` append "<name> <args> in <cwd>" to a log, and exit with `exitCode`. */
function fakeManagers(exitCode: number): { env: NodeJS.ProcessEnv; log: string } {
  const bin = temp.make('cf-bin-');
  const log = path.join(bin, 'calls.log');
  for (const name of ['npm', 'pnpm']) {
    const script = path.join(bin, name);
    writeFileSync(script, `#!/bin/sh\necho "${name} $* in $PWD" >> "${log}"\nexit ${exitCode}\n`);
    chmodSync(script, 0o755);
  }
  const { npm_config_user_agent: _, ...env } = process.env;
  return { env: { ...env, PATH: `${bin}${path.delimiter}${process.env.PATH}` }, log };
}

const calls = (log: string): string => (existsSync(log) ? readFileSync(log, 'utf8') : '');

describe('install', () => {
  test('runs npm install in the new project, then prints cd and npm start', () => {
    const cwd = temp.make('cf-install-');
    const { env, log } = fakeManagers(0);
    const result = runCli(['my-app'], { cwd, env });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(calls(log)).toBe(`npm install in ${path.join(cwd, 'my-app')}\n`);
    expect(result.stdout).toBe(
      'Created my-app in my-app from the api template (12 files).\nRunning npm install in my-app...\n\n' +
        'Done. Now run:\n\n  cd my-app\n  npm start\n\n',
    );
  });

  test('--no-install runs nothing', () => {
    const cwd = temp.make('cf-no-install-');
    const { env, log } = fakeManagers(0);
    expect(runCli(['my-app', '--no-install'], { cwd, env }).status).toBe(0);
    expect(calls(log)).toBe('');
  });

  test('a failed install is exit code 1, says what to run, and keeps the project', () => {
    const cwd = temp.make('cf-install-fails-');
    const { env, log } = fakeManagers(3);
    const result = runCli(['my-app'], { cwd, env });
    expect(result.status).toBe(1);
    expect(calls(log)).toBe(`npm install in ${path.join(cwd, 'my-app')}\n`);
    expect(result.stderr).toBe(
      'create-fw: `npm install` failed (exit code 3); the project is written: run it yourself in my-app' +
        '. If a package is not on the registry yet (a 404), run `npm run pack:all` in an fw checkout and create the ' +
        'project with --packages <checkout>/packed\n',
    );
    expect(existsSync(path.join(cwd, 'my-app/package.json'))).toBe(true);
  });

  test('started by pnpm (npm_config_user_agent), it installs and starts with pnpm', () => {
    const cwd = temp.make('cf-pnpm-');
    const { env, log } = fakeManagers(0);
    const userAgent = 'pnpm/9.1.0 npm/? node/v20.20.2 linux x64';
    const result = runCli(['my-app'], { cwd, env: { ...env, npm_config_user_agent: userAgent } });
    expect(result.status).toBe(0);
    expect(calls(log)).toBe(`pnpm install in ${path.join(cwd, 'my-app')}\n`);
    expect(result.stdout).toEndWith('  cd my-app\n  pnpm start\n\n');
  });

  test('a package manager that cannot be started is an error naming it', () => {
    const cwd = temp.make('cf-no-npm-');
    const result = runCli(['my-app'], { cwd, env: { PATH: '/nonexistent' } });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'create-fw: `npm install` failed (spawn npm ENOENT); the project is written: run it yourself in my-app' +
        '. If a package is not on the registry yet (a 404), run `npm run pack:all` in an fw checkout and create the ' +
        'project with --packages <checkout>/packed\n',
    );
  });

  test('--packages <dir> writes file: specs of its tarballs, relative to the project, and installs them', () => {
    const cwd = temp.make('cf-packages-');
    const packed = path.join(cwd, 'fw/packed');
    mkdirSync(packed, { recursive: true });
    for (const name of ['core', 'client', 'static', 'websocket'])
      writeFileSync(path.join(packed, `fw-${name}-${version}.tgz`), '');
    const { env, log } = fakeManagers(0);
    const result = runCli(['my-app', '--template', 'fullstack', '--packages', 'fw/packed'], { cwd, env });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(calls(log)).toBe(`npm install in ${path.join(cwd, 'my-app')}\n`);
    const manifest = JSON.parse(readFileSync(path.join(cwd, 'my-app/package.json'), 'utf8'));
    expect(manifest.dependencies).toMatchObject({
      '@fw/client': `file:../fw/packed/fw-client-${version}.tgz`,
      '@fw/core': `file:../fw/packed/fw-core-${version}.tgz`,
      '@fw/static': `file:../fw/packed/fw-static-${version}.tgz`,
      '@fw/websocket': `file:../fw/packed/fw-websocket-${version}.tgz`,
    });
  });

  test('--packages without a tarball the template needs, or not a folder, writes nothing and says so', () => {
    const cwd = temp.make('cf-packages-missing-');
    mkdirSync(path.join(cwd, 'packed'));
    writeFileSync(path.join(cwd, 'packed', `fw-core-${version}.tgz`), '');
    const missing = runCli(['my-app', '--packages', 'packed', '--no-install'], { cwd });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toStartWith(
      `create-fw: --packages ${path.join(cwd, 'packed')} has no fw-client-${version}.tgz (@fw/client); nothing was written.`,
    );
    const notDir = runCli(['my-app', '--packages', 'nowhere', '--no-install'], { cwd });
    expect(notDir.status).toBe(2);
    expect(notDir.stderr).toStartWith(`create-fw: --packages ${path.join(cwd, 'nowhere')} is not a directory`);
    expect(existsSync(path.join(cwd, 'my-app'))).toBe(false);
  });
});
