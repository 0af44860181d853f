import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runCli, type CliResult } from './cli.ts';
import { PACKAGE } from './paths.ts';

/**
 * The environment of a user's shell: no NODE_ENV (bun test sets `test`) and no package manager
 * variables from an outer `npm test`.
 */
export function userEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('npm_')),
  );
  return { ...env, ...extra };
}

/**
 * A project created by the built command inside the workspace (`test-output/`, git-ignored), so its
 * `@fw/*` imports resolve to the workspace's packages and its tools to the root's `node_modules`.
 */
export function createProjectInWorkspace(template: string, make: (prefix: string, parent: string) => string): string {
  const parent = path.join(PACKAGE, 'test-output');
  mkdirSync(parent, { recursive: true });
  const cwd = make(`${template}-`, parent);
  const result = runCli(['app', '--template', template, '--no-install'], { cwd });
  if (result.status !== 0) throw new Error(`create-fw failed:\n${result.stderr}`);
  return path.join(cwd, 'app');
}

/** Runs npm (a script of the project) as a user would, and returns what it printed. */
export function npm(args: readonly string[], cwd: string, extra: NodeJS.ProcessEnv = {}): CliResult {
  const result = spawnSync('npm', args, { cwd, env: userEnv(extra), encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Deletes the shipped contract, runs `npm run generate`, and returns both texts to compare. */
export function regenerate(project: string, contract: string): { shipped: string; generated: string } {
  const file = path.join(project, contract);
  const shipped = readFileSync(file, 'utf8');
  rmSync(file);
  const result = npm(['run', 'generate'], project);
  if (result.status !== 0) throw new Error(`npm run generate failed:\n${result.stdout}${result.stderr}`);
  return { shipped, generated: readFileSync(file, 'utf8') };
}
