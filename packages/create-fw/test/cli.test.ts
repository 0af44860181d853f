// The command line as users meet it: the built bin under plain Node, without a terminal.
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCreateFw, runCli, runCliWithClosedStdout } from './support/cli.ts';
import { createTempDirs, readTree } from './support/files.ts';
import { PACKAGE } from './support/paths.ts';

// Each case starts Node, and the first builds dist/: seconds, not milliseconds, on a busy 2-core machine.
setDefaultTimeout(60_000);

const temp = createTempDirs();
beforeAll(buildCreateFw);
afterAll(() => temp.cleanUp());

const version = JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')).version;

describe('--help and --version', () => {
  test('--help prints the usage, the templates and the defaults', () => {
    for (const flag of ['--help', '-h']) {
      const result = runCli([flag], { cwd: temp.make('cf-help-') });
      expect(result.status).toBe(0);
      expect(result.stderr).toBe('');
      expect(result.stdout).toStartWith(
        'Usage: create-fw <directory> [--template api|api-node|fullstack|fullstack-node] [--no-install] [--packages <dir>]\n',
      );
      expect(result.stdout).toMatch(/^ {2}api +the API alone/m);
      expect(result.stdout).toMatch(/^ {2}api-node +the api template on Node/m);
      expect(result.stdout).toMatch(/^ {2}fullstack +the API and a Vite single-page app/m);
      expect(result.stdout).toContain('-t, --template <name>  the template (default: api)');
      expect(result.stdout).toContain('Without one (a script, CI), the directory is required and the template is api.');
    }
  });

  test('--help wins over everything else and writes nothing', () => {
    const cwd = temp.make('cf-help-');
    const result = runCli(['my-app', '--template', 'nope', '--help'], { cwd });
    expect(result.status).toBe(0);
    expect(readdirSync(cwd)).toEqual([]);
  });

  test('--version prints the package version', () => {
    for (const flag of ['--version', '-v']) {
      const result = runCli([flag], { cwd: temp.make('cf-version-') });
      expect(result).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
    }
  });
});

describe('usage errors: exit code 2, the message, the usage, nothing written', () => {
  const noTerminal = 'give the project directory (stdin is not a terminal, so it cannot be asked)';
  const cases: [string, string[], string][] = [
    ['a missing directory without a terminal', [], noTerminal],
    ['an empty directory argument', [''], noTerminal],
    [
      'an unknown template',
      ['my-app', '--template', 'react'],
      "unknown template 'react': choose api, api-node, fullstack or fullstack-node",
    ],
    ['the shared folder, which is no template', ['my-app', '-t', 'shared'], "unknown template 'shared'"],
    ['a template flag without its value', ['my-app', '--template'], "Option '-t, --template <value>' argument missing"],
    ['an unknown flag', ['my-app', '--typescript'], "unknown option '--typescript'"],
    ['two directories', ['one', 'two'], 'one directory only, got 2: one two'],
  ];
  for (const [what, args, message] of cases) {
    test(what, () => {
      const cwd = temp.make('cf-usage-');
      const result = runCli(['--no-install', ...args], { cwd });
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toStartWith(`create-fw: ${message}`);
      expect(result.stderr).toContain('\n\nUsage: create-fw <directory>');
      expect(readdirSync(cwd)).toEqual([]);
    });
  }
});

test('a reader that goes away (`| head -c 1`) is no crash: exit 0, the project written, nothing on stderr', async () => {
  const cwd = temp.make('cf-pipe-');
  const result = await runCliWithClosedStdout(['my-app', '--no-install'], cwd);
  expect(result).toEqual({ status: 0, stdout: '', stderr: '' });
  expect(readdirSync(path.join(cwd, 'my-app'))).toContain('package.json');
});

describe('never overwrites', () => {
  test('a non-empty directory is an error, and its content is unchanged', () => {
    const cwd = temp.make('cf-full-');
    const target = path.join(cwd, 'my-app');
    mkdirSync(path.join(target, 'src'), { recursive: true });
    writeFileSync(path.join(target, 'package.json'), '{"name":"mine"}\n');
    writeFileSync(path.join(target, 'src/app.ts'), 'export const mine = 1;\n');
    const before = readTree(target);

    const result = runCli(['my-app', '--no-install'], { cwd });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'create-fw: my-app is not empty (package.json, src); create-fw never overwrites, so nothing was written: ' +
        'choose a new directory or empty this one\n',
    );
    expect(readTree(target)).toEqual(before);
    expect(readdirSync(cwd)).toEqual(['my-app']);
  });

  test('a directory holding a single hidden file is not empty', () => {
    const cwd = temp.make('cf-hidden-');
    writeFileSync(path.join(cwd, '.env'), 'SECRET=1\n');
    const result = runCli(['.', '--no-install'], { cwd });
    expect(result.status).toBe(1);
    expect(result.stderr).toStartWith('create-fw: . is not empty (.env)');
    expect(readTree(cwd)).toEqual({ '.env': 'SECRET=1\n' });
  });

  test('a long list of entries is shortened', () => {
    const cwd = temp.make('cf-many-');
    for (const name of ['a', 'b', 'c', 'd', 'e']) writeFileSync(path.join(cwd, name), '');
    expect(runCli(['.', '--no-install'], { cwd }).stderr).toStartWith('create-fw: . is not empty (a, b, c and 2 more)');
  });

  test('a file in the way is an error', () => {
    const cwd = temp.make('cf-file-');
    writeFileSync(path.join(cwd, 'my-app'), 'a file\n');
    const result = runCli(['my-app', '--no-install'], { cwd });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('create-fw: my-app exists and is not a directory; nothing was written\n');
    expect(readTree(cwd)).toEqual({ 'my-app': 'a file\n' });
  });
});
