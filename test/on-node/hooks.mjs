// Node resolve hook for a suite compiled by tsc: `bun:test` is the shim (bun-test.ts compiled beside the suite),
// and each module in `swap` (a resolved URL) is replaced by another, e.g. a default runtime by Node's.
let shim;
let swap = {};

export function initialize(data) {
  shim = data.shim;
  swap = data.swap ?? {};
}

export async function resolve(specifier, context, next) {
  if (specifier === 'bun:test') return { url: shim, shortCircuit: true };
  const resolved = await next(specifier, context);
  const replacement = swap[resolved.url];
  return replacement === undefined ? resolved : { url: replacement, shortCircuit: true };
}
