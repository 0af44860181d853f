// `npm run build` of one package: dist/ made anew from src/ by tsc, so a renamed source file leaves no stale
// module in the tarball. Runs on plain Node from the package's folder. The copies of other packages' modules
// (vendor.mjs) come first: tsc reads their declarations.
import { rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { vendorImports } from './vendor.mjs';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync('dist', { recursive: true, force: true });
vendorImports();
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
