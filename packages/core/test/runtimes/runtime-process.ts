import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { nodeForRuntimeTests } from '../../../../test/on-node/node-for-runtime-tests.ts';

const PACKAGE = path.resolve(import.meta.dir, '../..');
const ROOT = path.resolve(PACKAGE, '../..');
export const FIXTURE = path.join(import.meta.dir, 'fixture');

/** A runtime the suite runs on: how to start the fixture app as a process of its own. */
export interface RuntimeVariant {
  readonly name: 'Bun' | 'Node';
  readonly command: readonly string[];
  readonly env: Record<string, string>;
}

// Bun runs the TypeScript source; Node (22, pinned) runs what tsc emits, against @fw/core's dist (its `default`
// condition).
export const RUNTIMES: readonly RuntimeVariant[] = [
  { name: 'Bun', command: [process.execPath, 'main.ts'], env: {} },
  { name: 'Node', command: [nodeForRuntimeTests(), 'dist/main.js'], env: { FW_RUNTIME: 'node' } },
];

const BUILD = path.join(ROOT, 'scripts/package/build.mjs');
const built = new Set<string>();

/**
 * `npm run build` of @fw/core and of `packages` (other packages' folders the fixture imports), then the fixture
 * compiled by tsc with experimentalDecorators; each once per run.
 */
export function buildForNode(fixture = FIXTURE, packages: readonly string[] = []): void {
  for (const folder of [PACKAGE, ...packages, fixture]) {
    if (built.has(folder)) continue;
    const command = folder === fixture ? [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'] : [BUILD];
    const done = spawnSync('node', command, { cwd: folder, encoding: 'utf8' });
    if (done.status !== 0) throw new Error(`${folder} does not build:\n${done.stdout}${done.stderr}`);
    built.add(folder);
  }
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

/** Where a fixture app lives (a folder with `main.ts`, compiled to `dist/main.js`) and what it is given. */
export interface FixtureAt {
  readonly folder?: string;
  readonly args?: readonly string[];
}

/** Starts the fixture app on the runtime and resolves once it prints `listening <url> port <port>`. */
export function startFixture(
  runtime: RuntimeVariant,
  env: Record<string, string> = {},
  { folder = FIXTURE, args = [] }: FixtureAt = {},
): Promise<RunningApp> {
  const [command = '', ...runtimeArgs] = runtime.command;
  const child = spawn(command, [...runtimeArgs, ...args], {
    cwd: folder,
    env: { ...process.env, ...runtime.env, ...env },
  });
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
