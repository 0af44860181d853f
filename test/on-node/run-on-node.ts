// Runs a suite written for `bun test` under Node: tsc compiles it (the suite's tsconfig.json, rootDir the
// repository, so this folder's shim compiles beside it), then one `node` process runs the entry module with
// `bun:test` mapped to the shim by hooks.mjs. Used by each package's Node run of its shared tests.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { nodeForRuntimeTests } from './node-for-runtime-tests.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

export interface NodeSuite {
  /** The folder of the suite's tsconfig.json: rootDir the repository, outDir `outDir` below. */
  readonly project: string;
  /** Where tsc writes the suite (the tsconfig's outDir, absolute). */
  readonly outDir: string;
  /** The entry module's source; its compiled form is what `node` runs. */
  readonly entry: string;
  /** Source modules replaced by others at run time (both compiled with the suite), e.g. the default runtime. */
  readonly swap?: Readonly<Record<string, string>>;
  readonly env?: Readonly<Record<string, string>>;
  readonly timeout?: number;
  /** True when compileForNode already compiled the project (several entries of one suite). */
  readonly compiled?: boolean;
}

export interface NodeRun {
  readonly passed: number;
  /** Each failed test's TAP line and the diagnostics that follow it. */
  readonly failed: readonly string[];
  /** The names of the tests that failed themselves (not a describe failing for its tests). */
  readonly failedNames: readonly string[];
  readonly status: number | null;
  readonly output: string;
}

/** The compiled form of a source file of the repository, under `outDir`. */
export function compiledPath(outDir: string, source: string): string {
  return path.join(outDir, path.relative(ROOT, source)).replace(/\.ts$/, '.js');
}

/** tsc over the suite's project into a clean outDir. */
export function compileForNode(suite: Pick<NodeSuite, 'project' | 'outDir' | 'timeout'>): void {
  rmSync(suite.outDir, { recursive: true, force: true });
  const compiled = spawnSync('node', [TSC, '-p', suite.project], {
    encoding: 'utf8',
    timeout: suite.timeout ?? 280_000,
  });
  if (compiled.status !== 0) throw new Error(`the suite does not compile for Node:\n${compiled.stdout}`);
}

export function runOnNode(suite: NodeSuite): NodeRun {
  const timeout = suite.timeout ?? 280_000;
  if (!suite.compiled) compileForNode(suite);
  const url = (source: string) => pathToFileURL(compiledPath(suite.outDir, source)).href;
  const swap = Object.fromEntries(Object.entries(suite.swap ?? {}).map(([from, to]) => [url(from), url(to)]));
  const hooks = { shim: url(path.join(import.meta.dirname, 'bun-test.ts')), swap };
  const args = ['--import', path.join(import.meta.dirname, 'register.mjs'), '--test-reporter=tap'];
  const ran = spawnSync(nodeForRuntimeTests(), [...args, compiledPath(suite.outDir, suite.entry)], {
    cwd: suite.project,
    encoding: 'utf8',
    timeout,
    env: { ...process.env, ...suite.env, FW_NODE_HOOKS: JSON.stringify(hooks) },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${ran.stdout}${ran.stderr}`;
  const failed = failures(ran.stdout);
  const failedNames = failed
    .filter((block) => !/error: '\d+ subtests? failed'/.test(block))
    .map((block) => /not ok \d+ - (.*)/.exec(block)?.[1] ?? block);
  const passed = Number(/^# pass (\d+)$/m.exec(ran.stdout)?.[1] ?? 0);
  return { passed, failed, failedNames, status: ran.status, output };
}

// A `not ok` line with its YAML block (the error, the expected and actual values), for the failing test's message.
function failures(tap: string): string[] {
  const lines = tap.split('\n');
  const found: string[] = [];
  lines.forEach((line, index) => {
    if (/^\s*not ok/.test(line)) found.push(lines.slice(index, index + 16).join('\n'));
  });
  return found;
}
