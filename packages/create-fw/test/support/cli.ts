import { spawn, spawnSync } from 'node:child_process';
import { BIN, PACKAGE, TSC } from './paths.ts';

/** Node by its path, so a test may hand the command a PATH without it. */
export const NODE = Bun.which('node') ?? 'node';

let built = false;

/** Builds dist/ as `npm run build` does (once per test process), so the tests run what npm ships. */
export function buildCreateFw(): void {
  if (built) return;
  const result = spawnSync(NODE, [TSC, '-p', 'tsconfig.build.json'], { cwd: PACKAGE, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`create-fw does not build:\n${result.stdout}${result.stderr}`);
  built = true;
}

export interface CliResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node bin/create-fw.js ...args` without a terminal (stdin is a pipe). */
export function runCli(args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): CliResult {
  const { npm_config_user_agent: _, ...env } = process.env;
  const result = spawnSync(NODE, [BIN, ...args], {
    cwd: options.cwd,
    env: options.env ?? env,
    encoding: 'utf8',
    input: '',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs the command with its stdout closed before it writes (`create-fw app | head -c 1`, the reader gone). */
export async function runCliWithClosedStdout(args: readonly string[], cwd: string): Promise<CliResult> {
  const child = spawn(NODE, [BIN, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.destroy();
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { status, stdout: '', stderr };
}
