import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { NODE } from './cli.ts';
import { REPO } from './paths.ts';

/** Builds each fw package's dist/, which Node takes (the `default` export condition), as from the tarballs. */
export function buildForNode(names: readonly string[]): void {
  for (const name of names) {
    const cwd = path.join(REPO, 'packages', name);
    const built = spawnSync(NODE, [path.join(REPO, 'scripts/package/build.mjs')], { cwd, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`@fw/${name} does not build:\n${built.stdout}${built.stderr}`);
  }
}
