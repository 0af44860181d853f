// On a terminal create-fw asks for what the command line left out. `script` (util-linux) gives the
// command a pseudo-terminal as stdin; the lines below are what the user types.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { NODE, buildCreateFw } from './support/cli.ts';
import { createTempDirs } from './support/files.ts';
import { BIN } from './support/paths.ts';

setDefaultTimeout(60_000);

const temp = createTempDirs();
beforeAll(buildCreateFw);
afterAll(() => temp.cleanUp());

const SCRIPT = Bun.which('script');

interface Screen {
  readonly status: number | null;
  readonly screen: string;
}

/** Runs create-fw on a pseudo-terminal, typing `typed`, and returns its exit code and what it showed. */
function runInTerminal(args: readonly string[], typed: string, cwd: string): Screen {
  const command = [NODE, BIN, ...args].map((word) => `'${word}'`).join(' ');
  const { npm_config_user_agent: _, ...env } = process.env;
  const options = { cwd, env, input: typed, encoding: 'utf8' } as const;
  const result = spawnSync(SCRIPT ?? 'script', ['-qec', command, '/dev/null'], options);
  return { status: result.status, screen: result.stdout.replace(/\x1b\[[0-9;]*[A-Za-z]|\r/g, '') };
}

const nameIn = (project: string): string => JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')).name;

describe.skipIf(!SCRIPT)('on a terminal', () => {
  test('asks for the directory and the template, again after an unknown one', () => {
    const cwd = temp.make('cf-tty-');
    const { status, screen } = runInTerminal(['--no-install'], 'my-app\nreact\nfullstack\n', cwd);
    expect(status).toBe(0);
    expect(screen).toContain('Project directory (fw-app): ');
    expect(screen).toContain(
      "unknown template 'react': choose api, api-node, fullstack or fullstack-node\nTemplate, api, api-node, fullstack or fullstack-node (api): ",
    );
    expect(screen).toContain('Created my-app in my-app from the fullstack template');
    expect(existsSync(path.join(cwd, 'my-app/web/vite.config.ts'))).toBe(true);
  });

  test('Enter takes the defaults: fw-app and api', () => {
    const cwd = temp.make('cf-tty-');
    const { status } = runInTerminal(['--no-install'], '\n\n', cwd);
    expect(status).toBe(0);
    expect(nameIn(path.join(cwd, 'fw-app'))).toBe('fw-app');
    expect(existsSync(path.join(cwd, 'fw-app/src/main.ts'))).toBe(true);
  });

  test('asks only for what is missing', () => {
    const cwd = temp.make('cf-tty-');
    const onlyTemplate = runInTerminal(['given', '--no-install'], 'fullstack\n', cwd);
    expect(onlyTemplate.screen).not.toContain('Project directory');
    expect(existsSync(path.join(cwd, 'given/web'))).toBe(true);

    const nothing = runInTerminal(['both', '-t', 'api', '--no-install'], '', cwd);
    expect(nothing.status).toBe(0);
    expect(nothing.screen).not.toContain('Template,');
  });

  test('ending the input (Ctrl-D) cancels, and nothing is written', () => {
    const cwd = temp.make('cf-tty-');
    const { status, screen } = runInTerminal(['--no-install'], 'my-app\n', cwd);
    expect(status).toBe(1);
    expect(screen).toContain('create-fw: cancelled; nothing was written');
    expect(readdirSync(cwd)).toEqual([]);
  });
});
