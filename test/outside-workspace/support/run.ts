import { spawn, type ChildProcess } from 'node:child_process';
import { waitForGroupGone } from '../../../examples/fullstack/test/support/serve.ts';

/** The environment of a user's shell: no npm variables of the `npm test` that runs this, no repo `.bin`. */
export function userEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || key.startsWith('npm_') || key === 'INIT_CWD' || key === 'NODE_ENV') continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.includes('node_modules'))
    .join(':');
  return { ...env, ...extra };
}

export interface RunResult {
  readonly code: number;
  readonly output: string;
}

/** Runs a command to its end; resolves with its exit code and output (stdout and stderr interleaved). */
export function run(command: string, args: readonly string[], cwd: string, env = userEnv()): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, output }));
  });
}

/** Like `run`, but a non-zero exit throws with the command and its output. */
export async function runOk(command: string, args: readonly string[], cwd: string, env = userEnv()): Promise<string> {
  const result = await run(command, args, cwd, env);
  if (result.code !== 0)
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${result.code}:\n${result.output}`);
  return result.output;
}

/** Starts a long-running command in its own process group, so `stopGroup` ends it and its children. */
export function start(command: string, args: readonly string[], cwd: string, env: Record<string, string>) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  return { child, output: () => output };
}

/** SIGTERM to the group, then waits until every process of it is gone (npm leaves first, Bun drains). */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  await waitForGroupGone(child.pid);
}
