// The browser budgets: each browser entry bundled and minified stays under its gzipped
// budget and carries nothing from the code generator, Node or Bun. The HTTP client reads bytes, forms and
// streams with a module it imports the first time one arrives: that module is its own chunk (a bundler
// splits a dynamic import), measured on its own and left out of the entry's size.
import { expect, test } from 'bun:test';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { BunPlugin } from 'bun';

const LAZY = './read-body.ts';

const entries = [
  { name: '@fw/client/http', file: '../src/http/index.ts', budget: 1536, lazy: 1 },
  { name: '@fw/client/http, its lazy chunk', file: '../src/http/read-body.ts', budget: 1024, lazy: 0 },
  { name: '@fw/client/ws', file: '../src/ws/index.ts', budget: 2560, lazy: 0 },
];

/** Keeps the lazy module out of the bundle, as its own chunk would be. */
const lazyChunk: BunPlugin = {
  name: 'lazy-chunk',
  setup(build) {
    build.onResolve({ filter: /\/read-body\.ts$/ }, (args) => ({ path: args.path, external: true }));
  },
};

for (const { name, file, budget, lazy } of entries) {
  test(`${name} is under ${budget / 1024} kB minified and gzipped, with no typescript, Node or Bun`, async () => {
    const entrypoints = [join(import.meta.dir, file)];
    const plugins = lazy ? [lazyChunk] : [];
    const build = await Bun.build({ entrypoints, target: 'browser', format: 'esm', minify: true, plugins });
    expect(build.success).toBe(true);
    expect(build.outputs).toHaveLength(1);
    const code = await build.outputs[0].text();
    const gzipped = gzipSync(code).length;
    console.log(`${name}: ${code.length} B minified, ${gzipped} B gzipped`);
    expect(gzipped).toBeLessThan(budget);
    expect(code).not.toContain('typescript');
    // Nothing outside the entry's modules was pulled in or left to resolve, but the lazy chunk's one import.
    expect(code.split(`import("${LAZY}")`)).toHaveLength(lazy + 1);
    expect(code.replaceAll(`import("${LAZY}")`, '')).not.toMatch(/\bimport\b|\brequire\(|node:|\bBun\b/);
    expect(code).toContain('export{');
  });
}
