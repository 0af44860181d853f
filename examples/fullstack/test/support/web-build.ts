import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repo, tsc, vite, webDir } from './paths.ts';

/** Where the tests build the web app: the git-ignored test-output/, next to the screenshots. */
const dist = join(import.meta.dir, '../../test-output/web-dist');
let built = false;

/**
 * What `npm run build` does, into test-output/web-dist: build `@fw/client` (as the root `prepare` does on
 * install), then `vite build` the web app on Node (its `fwClient()` plugin generates the contract first).
 * Once per test run: `bun test` runs every file in one process, so the production and cluster tests share
 * it. A fixed folder rather than a temporary one, since `bun test` emits no `exit` event to remove one at.
 */
export function buildWeb(): string {
  if (built) return dist;
  run('build @fw/client', [tsc, '-p', 'packages/client/tsconfig.build.json'], repo);
  run('vite build', [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], webDir);
  built = true;
  return dist;
}

/** Run a Node script: the codegen, its command and Vite run on Node, not Bun. */
function run(step: string, args: string[], cwd: string): void {
  const result = spawnSync('node', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${step} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}
