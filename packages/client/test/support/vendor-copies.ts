// Compiled without the `bun` condition (the build's settings, plain Node), `#core/methods` and `#core/path`
// (package.json `imports`) are dist/vendor/, the copies of @fw/core's modules that `npm run build` writes.
import path from 'node:path';

const PACKAGE = path.resolve(import.meta.dir, '../..');
const VENDOR = path.resolve(PACKAGE, '../../scripts/package/vendor.mjs');

export function writeVendorCopies(): void {
  const { vendorImports } = require(VENDOR) as { vendorImports: (packageDir: string) => void };
  vendorImports(PACKAGE);
}
