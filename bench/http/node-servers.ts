// The Node section of bench:http: raw node:http (the limit), fw on @fw/core/node, Fastify 5, each under `node`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildForNode, findNode } from '../lib/node.ts';
import { repo } from '../lib/results.ts';
import { startCommand, type Server } from '../lib/server.ts';

export const nodeFrameworks = ['fw-node', 'fastify'] as const;
export type NodeName = 'node-native' | (typeof nodeFrameworks)[number];

/** Builds @fw/core's dist (what Node resolves `@fw/core` to) and the fw bench app, then starts the three. */
export async function startNodeServers(): Promise<Map<NodeName, Server>> {
  const node = findNode();
  const core = join(repo, 'packages/core');
  const built = spawnSync(node, [join(repo, 'scripts/package/build.mjs')], { cwd: core, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('@fw/core does not build: the Node section runs its dist');
  const servers = join(repo, 'bench/http/servers');
  const fw = await buildForNode(join(servers, 'fw.ts'), join(servers, 'dist'));
  return new Map<NodeName, Server>([
    ['node-native', await startCommand('node-native', [node, join(servers, 'node-native.mjs')])],
    ['fw-node', await startCommand('fw-node', [node, fw], { FW_RUNTIME: 'node' })],
    ['fastify', await startCommand('fastify', [node, join(servers, 'fastify.mjs')])],
  ]);
}
