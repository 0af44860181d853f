import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const PACKAGE = path.resolve(import.meta.dir, '../..');
const ROOT = path.resolve(PACKAGE, '../..');
export const FIXTURE = path.join(import.meta.dir, 'fixture');

/** A runtime the suite runs on: how to start the fixture app as a process of its own. */
export interface RuntimeVariant {
  readonly name: 'Bun' | 'Node';
  readonly command: readonly string[];
  readonly env: Record<string, string>;
}

// Bun runs the TypeScript source; Node runs what tsc emits, against @fw/core's dist (its `default` condition).
export const RUNTIMES: readonly RuntimeVariant[] = [
  { name: 'Bun', command: [process.execPath, 'main.ts'], env: {} },
  { name: 'Node', command: ['node', 'dist/main.js'], env: { FW_RUNTIME: 'node' } },
];

let built = false;

/** `npm run build` of @fw/core, then the fixture compiled by tsc with experimentalDecorators; once per run. */
export function buildForNode(): void {
  if (built) return;
  const build = spawnSync('node', [path.join(ROOT, 'scripts/package/build.mjs')], { cwd: PACKAGE, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`@fw/core does not build:\n${build.stdout}${build.stderr}`);
  const tsc = spawnSync('node', [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'], {
    cwd: FIXTURE,
    encoding: 'utf8',
  });
  if (tsc.status !== 0) throw new Error(`the fixture does not compile:\n${tsc.stdout}${tsc.stderr}`);
  built = true;
}

export interface RunningApp {
  readonly url: URL;
  /** `app.port` as the app reported it. */
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything the process wrote to stderr so far. */
  readonly stderr: () => string;
  readonly exited: Promise<{ code: number | null; signal: string | null }>;
}

/** Starts the fixture app on the runtime and resolves once it prints its URL. */
export function startFixture(runtime: RuntimeVariant, env: Record<string, string> = {}): Promise<RunningApp> {
  const [command = '', ...args] = runtime.command;
  const child = spawn(command, args, { cwd: FIXTURE, env: { ...process.env, ...runtime.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
      const found = /listening (\S+) port (\d+)/.exec(stdout);
      if (found?.[1]) resolve({ url: new URL(found[1]), port: Number(found[2]), child, stderr: () => stderr, exited });
    });
    void exited.then((exit) => reject(new Error(`${runtime.name} app exited (${exit.code}): ${stderr}`)));
  });
}
