// Node resolve hook: `bun:test` is the suite's shim, compiled beside it (see tsconfig.json here).
const shim = new URL('../../test-output/node-suite/test/node/bun-test.js', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'bun:test') return { url: shim, shortCircuit: true };
  return next(specifier, context);
}
