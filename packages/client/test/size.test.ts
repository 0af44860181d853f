// The browser budgets (issues 4 and 25): each browser entry bundled and minified stays under its gzipped
// budget and carries nothing from the code generator, Node or Bun.
import { expect, test } from 'bun:test';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const entries = [
  { name: '@fw/client/http', file: '../src/http/index.ts', budget: 1536 },
  { name: '@fw/client/ws', file: '../src/ws/index.ts', budget: 2560 },
];

for (const { name, file, budget } of entries) {
  test(`${name} is under ${budget / 1024} kB minified and gzipped, with no typescript, Node or Bun`, async () => {
    const entrypoints = [join(import.meta.dir, file)];
    const build = await Bun.build({ entrypoints, target: 'browser', format: 'esm', minify: true });
    expect(build.success).toBe(true);
    expect(build.outputs).toHaveLength(1);
    const code = await build.outputs[0].text();
    const gzipped = gzipSync(code).length;
    console.log(`${name}: ${code.length} B minified, ${gzipped} B gzipped`);
    expect(gzipped).toBeLessThan(budget);
    expect(code).not.toContain('typescript');
    // One bundle with no import left means nothing outside the entry's modules was pulled in or left to resolve.
    expect(code).not.toMatch(/\bimport\b|\brequire\(|node:|\bBun\b/);
    expect(code).toContain('export{');
  });
}
