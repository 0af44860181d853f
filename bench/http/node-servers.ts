// The Node section of bench:http: raw node:http (the limit), fw on @fw/core/node, Fastify 5, Hono on
// @hono/node-server and NestJS on Fastify, each under `node`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildForNode, findNode } from '../lib/node.ts';
import { repo } from '../lib/results.ts';
import { startCommand, type Server } from '../lib/server.ts';

export const nodeFrameworks = ['fw-node', 'fastify', 'hono-node', 'nest-fastify'] as const;
export type NodeName = 'node-native' | (typeof nodeFrameworks)[number];

/** Builds @fw/core's dist (what Node resolves `@fw/core` to), the fw and Nest bench apps, then starts the five. */
export async function startNodeServers(): Promise<Map<NodeName, Server>> {
  const node = findNode();
  const core = join(repo, 'packages/core');
  const built = spawnSync(node, [join(repo, 'scripts/package/build.mjs')], { cwd: core, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('@fw/core does not build: the Node section runs its dist');
  const servers = join(repo, 'bench/http/servers');
  const fw = await buildForNode(join(servers, 'fw.ts'), join(servers, 'dist'));
  const nest = compileNest(node, join(servers, 'nest-fastify.ts'), join(servers, 'dist'));
  return new Map<NodeName, Server>([
    ['node-native', await startCommand('node-native', [node, join(servers, 'node-native.mjs')])],
    ['fw-node', await startCommand('fw-node', [node, fw], { FW_RUNTIME: 'node' })],
    ['fastify', await startCommand('fastify', [node, join(servers, 'fastify.mjs')])],
    ['hono-node', await startCommand('hono-node', [node, join(servers, 'hono-node.mjs')])],
    ['nest-fastify', await startCommand('nest-fastify', [node, nest])],
  ]);
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
