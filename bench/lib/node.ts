/** `node` on `path`; a clear error when missing, since a bench's Node side cannot run on Bun instead. */
export function findNode(path = process.env.PATH ?? ''): string {
  const found = Bun.which('node', { PATH: path });
  if (found === null) {
    throw new Error(
      'node is not on PATH: the socket.io side of this bench runs on Node, as its users run it. ' +
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
