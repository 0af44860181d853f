// The browser budget (issue 4): the client bundled and minified stays under 1.5 kB gzipped and carries
// nothing from the code generator, Node or Bun.
import { expect, test } from 'bun:test';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

test('the browser client is under 1.5 kB minified and gzipped, with no typescript, Node or Bun inside', async () => {
  const build = await Bun.build({
    entrypoints: [join(import.meta.dir, '../../src/http/index.ts')],
    target: 'browser',
    format: 'esm',
    minify: true,
  });
  expect(build.success).toBe(true);
  expect(build.outputs).toHaveLength(1);
  const code = await build.outputs[0].text();
  const gzipped = gzipSync(code).length;
  console.log(`@fw/client/http: ${code.length} B minified, ${gzipped} B gzipped`);
  expect(gzipped).toBeLessThan(1536);
  expect(code).not.toContain('typescript');
  // One bundle with no import left means nothing outside src/http was pulled in or left to resolve.
  expect(code).not.toMatch(/\bimport\b|\brequire\(|node:|\bBun\b/);
  expect(code).toContain('export{');
});
