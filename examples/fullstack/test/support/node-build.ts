import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { apiDir, repo, tsc } from './paths.ts';

/** The packages the API imports: Node takes each from its dist/ (the `default` export condition). */
const PACKAGES = ['core', 'client', 'static', 'websocket'];
let built = false;

/**
 * What `npm run start:node` builds, once per test run: the packages' dist/ (as a registry install ships
 * them), then the API compiled by `tsc -p tsconfig.node.json` to `api/dist/`. Returns the entry Node runs.
 */
export function buildApiForNode(): string {
  const main = join(apiDir, 'dist/main.js');
  if (built) return main;
  for (const name of PACKAGES) {
    run(`build @fw/${name}`, [join(repo, 'scripts/package/build.mjs')], join(repo, 'packages', name));
  }
  run('tsc -p tsconfig.node.json', [tsc, '-p', 'tsconfig.node.json'], apiDir);
  built = true;
  return main;
}

function run(step: string, args: string[], cwd: string): void {
  const result = spawnSync('node', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${step} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
}
