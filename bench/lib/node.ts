import { installedNode22 } from '../../test/on-node/node-for-runtime-tests.ts';

/**
 * The Node a bench's Node side runs on: the pinned Node 22 LTS when installed (test/node22), else `node`
 * on `path`; a clear error when neither is there, since a bench's Node side cannot run on Bun instead.
 */
export function findNode(path = process.env.PATH ?? '', pinned: string | null = installedNode22() ?? null): string {
  const found = pinned ?? Bun.which('node', { PATH: path });
  if (found === null) {
    throw new Error(
      'node is not on PATH: the Node servers of this bench run on Node, as their users run them. ' +
        'Install Node 20 or later (the repository\'s "engines") and run the bench again.',
    );
  }
  return found;
}

/**
 * Builds `script` (TypeScript) into `<outdir>/<name>.mjs` for a Node without type stripping: types removed,
 * relative imports bundled in, packages left as imports that Node resolves from `outdir` upwards.
 */
export async function buildForNode(script: string, outdir: string): Promise<string> {
  const built = await Bun.build({
    entrypoints: [script],
    outdir,
    target: 'node',
    packages: 'external',
    naming: '[name].mjs',
  });
  return built.outputs[0].path;
}
