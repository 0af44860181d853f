// The Node section of bench:http: raw node:http (the limit), fw on @fw/core/node, Fastify 5, Hono on
// @hono/node-server and NestJS on Fastify, each under `node`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildForNode, findNode } from '../lib/node.ts';
import { repo } from '../lib/results.ts';
import { startCommand, type Server } from '../lib/server.ts';

export const nodeFrameworks = ['fw-node', 'fastify', 'hono-node', 'nest-fastify'] as const;
export type NodeFramework = (typeof nodeFrameworks)[number];
export type NodeName = 'node-native' | NodeFramework;

/** A framework's server and the raw `node:http` process it is measured against, started beside it. */
export interface NodePairing {
  readonly framework: NodeFramework;
  readonly base: Server;
  readonly server: Server;
}

/** Builds @fw/core's dist (what Node resolves `@fw/core` to), the fw and Nest bench apps, then starts the pairs. */
export async function startNodeServers(): Promise<NodePairing[]> {
  const node = findNode();
  const core = join(repo, 'packages/core');
  const built = spawnSync(node, [join(repo, 'scripts/package/build.mjs')], { cwd: core, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('@fw/core does not build: the Node section runs its dist');
  const servers = join(repo, 'bench/http/servers');
  const fw = await buildForNode(join(servers, 'fw.ts'), join(servers, 'dist'));
  const nest = compileNest(node, join(servers, 'nest-fastify.ts'), join(servers, 'dist'));
  const commands: Record<NodeFramework, [string[], Record<string, string>?]> = {
    'fw-node': [[node, fw], { FW_RUNTIME: 'node' }],
    fastify: [[node, join(servers, 'fastify.mjs')]],
    'hono-node': [[node, join(servers, 'hono-node.mjs')]],
    'nest-fastify': [[node, nest]],
  };
  const pairings: NodePairing[] = [];
  for (const framework of nodeFrameworks) {
    const [command, env] = commands[framework];
    const base = await startCommand('node-native', [node, join(servers, 'node-native.mjs')]);
    pairings.push({ framework, base, server: await startCommand(framework, command, env) });
  }
  return pairings;
}

// As a Nest project builds: tsc with legacy decorators and their metadata, to an ES module under `outdir`.
function compileNest(node: string, script: string, outdir: string): string {
  const tsc = join(repo, 'node_modules/typescript/bin/tsc');
  const options = ['--ignoreConfig', '--outDir', outdir, '--rootDir', join(script, '..'), '--target', 'es2022'];
  options.push('--module', 'nodenext', '--moduleResolution', 'nodenext', '--types', 'node', '--skipLibCheck');
  options.push('--experimentalDecorators', '--emitDecoratorMetadata');
  const compiled = spawnSync(node, [tsc, ...options, script], { stdio: 'inherit' });
  if (compiled.status !== 0) throw new Error('bench/http/servers/nest-fastify.ts does not compile');
  return join(outdir, 'nest-fastify.js');
}
