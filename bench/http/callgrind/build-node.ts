// For run.sh with RUNTIME=node: builds @fw/core's dist (what Node resolves `@fw/core` to) and, for a TypeScript
// server, its Node build; prints the Node binary and the script to run, as the Node section of bench:http runs them.
// Usage: bun bench/http/callgrind/build-node.ts <server>
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { buildForNode, findNode } from '../../lib/node.ts';
import { repo } from '../../lib/results.ts';

const [server] = process.argv.slice(2);
if (server === undefined) throw new Error('usage: bun bench/http/callgrind/build-node.ts <server>');
const node = findNode();
let script = resolve(server);
if (script.endsWith('.ts')) {
  const core = join(repo, 'packages/core');
  const built = spawnSync(node, [join(repo, 'scripts/package/build.mjs')], { cwd: core, stdio: ['ignore', 2, 2] });
  if (built.status !== 0) throw new Error('@fw/core does not build: a server on Node runs its dist');
  script = await buildForNode(script, join(repo, 'bench/http/servers/dist'));
}
console.log(`${node} ${script}`);
