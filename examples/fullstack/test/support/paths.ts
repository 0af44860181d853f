import { join } from 'node:path';

/** Where the tests find the example and the tools they run (on Node, as users run them). */
export const repo = join(import.meta.dir, '../../../..');
export const apiDir = join(repo, 'examples/fullstack/api');
export const webDir = join(repo, 'examples/fullstack/web');
export const tsc = join(repo, 'node_modules/typescript/bin/tsc');
export const vite = join(repo, 'node_modules/vite/bin/vite.js');
